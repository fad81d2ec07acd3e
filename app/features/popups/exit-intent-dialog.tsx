/**
 * The free-pin offer's dialog, form and claim (./exit-intent-popup.tsx loads this module when the offer is first
 * made: most visits never see it, so none of this is part of the home page's first load, decision 021).
 */
import { useNavigate } from 'react-router';
import { FREE_PIN_PRODUCT_ID, LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { imageVariantUrl } from '../../../core/images';
import { toast } from '../../components/ui/use-toast';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import { EmailSignupForm } from './email-signup-form';
import { PopupDialog } from './popup-dialog';
import { FREE_PIN_CLAIMED_KEY, writeFlag } from './popup-storage';

const FLAG_PIN_IMAGE = '/images/products/american-flag-golf.svg';

export interface ExitIntentDialogProps {
  open: boolean;
  setOpen(open: boolean): void;
}

export function ExitIntentDialog({ open, setOpen }: ExitIntentDialogProps) {
  const navigate = useNavigate();
  const claim = useAction((email: string) => shopApi.freePinSignup({ email }), {
    onSuccess: () => {
      writeFlag('local', FREE_PIN_CLAIMED_KEY);
      setOpen(false);
      toast({
        title: 'Free Pin Claimed!',
        description: `Add your American Flag pin to your cart: it is free, you only pay shipping (limit ${LIMITED_PRODUCT_MAX}).`,
        variant: 'success',
      });
      void navigate(`/product/${FREE_PIN_PRODUCT_ID}`);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to process your request. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <PopupDialog
      open={open}
      onOpenChange={setOpen}
      title="Wait! Did you grab your free American Flag golf pin yet?"
      description={`Enter your e-mail and it is yours: the pin is free, you only pay shipping. Limit ${LIMITED_PRODUCT_MAX} per customer, while stocks last.`}
      artwork={
        <img
          src={imageVariantUrl(FLAG_PIN_IMAGE, 320)}
          width={128}
          height={128}
          alt="The American Flag golf pin"
          className="relative size-32 -rotate-6 drop-shadow-xl"
        />
      }
    >
      <EmailSignupForm
        submitLabel="Claim My Free Pin"
        pendingLabel="Claiming..."
        pending={claim.pending}
        failure={claim.failed ? 'Failed to process your request. Please try again.' : undefined}
        onSubmit={(email) => claim.run(email)}
      />
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="mx-auto mt-3 block rounded-sm text-sm font-medium text-slate-500 underline-offset-4 hover:text-slate-800 hover:underline"
      >
        No thanks
      </button>
    </PopupDialog>
  );
}
