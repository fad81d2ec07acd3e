/**
 * The cart checkout's payment status (payment-status) without its code in the page's first load (decision 021): it is
 * shown only once the buyer has approved at PayPal, so it is fetched then. Until it is in, this stand-in shows what
 * the status shows while the payment completes (the server renders it too, on the way back from PayPal); an answer
 * that arrives first waits for it, and if the code cannot be fetched the answer's own words are shown with a way to
 * try again. Nothing here changes what is paid: the completion runs in use-checkout-payment whatever is on screen.
 */
import { Icon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { useCheckoutPart } from './use-checkout-part';
import type { CheckoutPaymentPhase } from './use-checkout-payment';

const loadPaymentStatus = () => import('./payment-status');

export interface PaymentProgressProps {
  phase: Exclude<CheckoutPaymentPhase, { name: 'idle' }>;
  supportEmail: string;
  onRetryCapture: () => void;
  onRestart: () => void;
}

export function PaymentProgress(props: PaymentProgressProps) {
  const status = useCheckoutPart(loadPaymentStatus);
  if (status.module) return <status.module.PaymentStatus {...props} />;
  const { phase } = props;
  if (status.failed && phase.name === 'settled' && phase.result.type !== 'navigate') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 px-2 py-6 text-center sm:py-10">
        <p className="max-w-md text-sm text-slate-600">{phase.result.message}</p>
        <Button variant="outline" onClick={status.retry}>
          Try again
        </Button>
      </div>
    );
  }
  // The same card payment-status shows while the payment completes.
  return (
    <div role="status" className="flex flex-col items-center gap-4 px-2 py-6 text-center sm:py-10">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="loader-circle" className="size-7 animate-spin" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold text-balance text-slate-900">Completing your payment…</h2>
      <p className="max-w-sm text-sm text-slate-600">Please keep this page open while we confirm it with PayPal.</p>
    </div>
  );
}
