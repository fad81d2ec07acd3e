/**
 * Test mode's payment button: creates the PayPal order at the local stand-in and sends the buyer to its approval
 * page, which returns to this checkout (approved: token and PayerID; cancelled: token only).
 */
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { payPalReturnPath } from '../../lib/paypal-return';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import type { PaymentRequest } from './payment-api';
import { PaymentError, TestModeNotice } from './payment-notices';
import { useStartPayment } from './use-start-payment';

/** Only a web address goes into location (never a javascript: URL from a confused server). */
function approvalAddress(approveUrl: string | null): string | null {
  if (!approveUrl) return null;
  try {
    const url = new URL(approveUrl, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function TestModePayment({ disabled, request }: { disabled: boolean; request: () => PaymentRequest }) {
  const [params] = useSearchParams();
  const { start, error, setError } = useStartPayment(request);
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
    setState('starting');
    try {
      const created = await start(payPalReturnPath('/checkout', params));
      const address = approvalAddress(created.approveUrl);
      if (!address) {
        setError(CHECKOUT_MESSAGES.noApproveLink);
        setState('idle');
        return;
      }
      setState('leaving');
      window.location.assign(address);
    } catch {
      setState('idle');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <TestModeNotice />
      <Button
        size="lg"
        className="w-full bg-[#0070ba] text-base hover:bg-[#005ea6] active:bg-[#004f8c]"
        disabled={disabled || state !== 'idle'}
        onClick={() => void pay()}
      >
        {state === 'idle' ? (
          'Pay with PayPal (test)'
        ) : (
          <>
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            {state === 'starting' ? 'Creating payment…' : 'Redirecting to PayPal…'}
          </>
        )}
      </Button>
      {error ? <PaymentError message={error} /> : null}
    </div>
  );
}
