/**
 * The newsletter popup's dialog, form and signup (./newsletter-popup.tsx loads this module when the popup first opens:
 * the pages that mount the popup seldom show it, so none of this is part of their first load, decision 021).
 */
import { Icon } from '../../components/ui/icons';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { NEWSLETTER_PERCENT_OFF } from '../../../core/constants';
import { buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import { EmailSignupForm } from './email-signup-form';
import { PopupDialog } from './popup-dialog';
import { NEWSLETTER_SUBSCRIBED_KEY, readFlag, writeFlag } from './popup-storage';

const noSubscription = () => () => undefined;

export interface NewsletterDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function NewsletterDialog({ open, onOpenChange }: NewsletterDialogProps) {
  const [justSubscribed, setJustSubscribed] = useState(false);
  // Each opening starts from the form's state on this browser (subscribed or not), not from the last signup.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) setJustSubscribed(false);
  }
  const subscribed = useSyncExternalStore(
    noSubscription,
    () => readFlag('local', NEWSLETTER_SUBSCRIBED_KEY),
    () => false,
  );

  const signup = useAction((email: string) => shopApi.newsletterSignup({ email, source: 'popup_15off' }), {
    onSuccess: () => {
      writeFlag('local', NEWSLETTER_SUBSCRIBED_KEY);
      setJustSubscribed(true);
      onOpenChange(false);
      toast({
        title: 'Welcome to the club!',
        description: `Check your inbox: your ${NEWSLETTER_PERCENT_OFF}% off code is on its way by e-mail.`,
        variant: 'success',
      });
    },
    onError: () => {
      toast({
        title: 'Something went wrong',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      });
    },
  });

  // Just subscribed: keep the form while the dialog fades out.
  const alreadySubscribed = subscribed && !justSubscribed;

  return (
    <PopupDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Get ${NEWSLETTER_PERCENT_OFF}% Off Your First Order!`}
      description={
        alreadySubscribed
          ? 'You are already on the list. Your code went to your inbox when you signed up.'
          : `Join the golfers who get new designs, course stories and members-only deals. We will e-mail your ${NEWSLETTER_PERCENT_OFF}% off code right away.`
      }
      artwork={
        <div className="relative flex items-center gap-3 rounded-2xl bg-white px-5 py-3 shadow-lg ring-4 ring-white/20">
          <Icon name="badge-percent" className="size-9 text-brand-600" aria-hidden="true" />
          <span className="text-3xl font-black tracking-tight text-brand-800">{NEWSLETTER_PERCENT_OFF}% OFF</span>
        </div>
      }
    >
      {alreadySubscribed ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
            <Icon name="circle-check" className="size-5 shrink-0" aria-hidden="true" />
            You are subscribed. Thank you!
          </p>
          <Link to="/wholesale" onClick={() => onOpenChange(false)} className={buttonVariants({ size: 'lg' })}>
            Shop golf pins
          </Link>
        </div>
      ) : (
        <>
          <EmailSignupForm
            submitLabel={`Get My ${NEWSLETTER_PERCENT_OFF}% Off`}
            pendingLabel="Subscribing..."
            pending={signup.pending}
            failure={signup.failed ? 'Something went wrong. Please try again or contact us directly.' : undefined}
            onSubmit={(email) => signup.run(email)}
          />
          <p className="mt-3 text-center text-xs text-slate-500">No spam. Unsubscribe at any time.</p>
        </>
      )}
    </PopupDialog>
  );
}
