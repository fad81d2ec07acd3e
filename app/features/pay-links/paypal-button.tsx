/**
 * The pay button of the pay-link pages: creates the PayPal order for the server's amount and sends the buyer to
 * PayPal's approval page (in test mode the local stand-in), which returns to this page. A redirect works the same
 * in every mode and needs no third-party script under the shop's strict CSP.
 */
import { FlaskConical, Loader2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { approvalAddress, createPayPalOrder, type PayLinkPayment } from './pay-links-api';
import { usePayPalSetup } from './use-paypal-setup';

export interface PayPalButtonProps {
  label: string;
  payment(): PayLinkPayment;
  /** Called with what went wrong: 'setup' (payments unavailable), 'start' (creating the order failed), 'no-link'. */
  onError(stage: 'setup' | 'start' | 'no-link', error?: unknown): void;
}

export function PayPalButton({ label, payment, onError }: PayPalButtonProps) {
  const setup = usePayPalSetup();
  const [state, setState] = useState<'idle' | 'starting' | 'leaving'>('idle');

  // Back from the approval page out of the browser's page cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = async () => {
    if (setup.isError) {
      onError('setup', setup.error);
      return;
    }
    setState('starting');
    try {
      const created = await createPayPalOrder(payment());
      const address = approvalAddress(created.approveUrl, window.location.href);
      if (!address) {
        setState('idle');
        onError('no-link');
        return;
      }
      setState('leaving');
      window.location.assign(address);
    } catch (error) {
      setState('idle');
      onError('start', error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {setup.data?.mode === 'test' ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
          <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            <span className="font-semibold">Test mode: no real payment.</span> You approve the payment on a PayPal test
            page and no money is taken.
          </span>
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full rounded-full bg-[#0070ba] text-base hover:bg-[#005ea6] active:bg-[#004f8c]"
        disabled={state !== 'idle'}
        onClick={() => void pay()}
      >
        {state === 'idle' ? (
          label
        ) : (
          <>
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            {state === 'starting' ? 'Creating payment...' : 'Redirecting to PayPal...'}
          </>
        )}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <Lock className="size-3.5" aria-hidden="true" />
        Secure checkout with PayPal · USD
      </p>
    </div>
  );
}
