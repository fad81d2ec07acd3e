/**
 * "Wait! Did you grab your free American Flag golf pin yet?" (shopper-spec sections 2, 4, 8 and 9): at most
 * once per browser session, armed 3 s after load, shown when the pointer leaves through the top of the
 * window or after 60 s. A claimed pin is remembered, so the offer is not made again.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FREE_PIN_PRODUCT_ID, LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { imageVariantUrl } from '../../../core/images';
import { toast } from '../../components/ui/use-toast';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import { EXIT_INTENT_ARM_MS, EXIT_INTENT_RETRY_MS, EXIT_INTENT_TIMER_MS, isExitThroughTop } from './exit-intent';
import { EXIT_INTENT_SHOWN_KEY, FREE_PIN_CLAIMED_KEY, readFlag, writeFlag } from './popup-storage';
import { EmailSignupForm, PopupDialog } from './lazy-parts';

const FLAG_PIN_IMAGE = '/images/products/american-flag-golf.svg';

/** Another dialog (the cart, the newsletter popup) is open: the offer waits rather than stacking on it. */
function anotherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

/** Calls `setOpen(true)` once when the visitor seems about to leave (setOpen is a stable state setter). */
function useExitIntent(setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (readFlag('session', EXIT_INTENT_SHOWN_KEY) || readFlag('local', FREE_PIN_CLAIMED_KEY)) return;
    let done = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const trigger = () => {
      if (done) return;
      done = true;
      writeFlag('session', EXIT_INTENT_SHOWN_KEY);
      document.removeEventListener('mouseout', onMouseOut);
      setOpen(true);
    };
    const onMouseOut = (event: MouseEvent) => {
      if (isExitThroughTop(event) && !anotherDialogOpen()) trigger();
    };
    const onTimer = () => {
      if (anotherDialogOpen()) timers.push(setTimeout(onTimer, EXIT_INTENT_RETRY_MS));
      else trigger();
    };
    timers.push(setTimeout(() => document.addEventListener('mouseout', onMouseOut), EXIT_INTENT_ARM_MS));
    timers.push(setTimeout(onTimer, EXIT_INTENT_TIMER_MS));
    return () => {
      done = true;
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, [setOpen]);
}

export function ExitIntentPopup() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useExitIntent(setOpen);

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
