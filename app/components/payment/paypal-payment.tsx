/**
 * The PayPal pay button of every payment page (cart, deposit, balance, invoice), of one kind only, as
 * GET /paypal/setup says: test mode drives the local stand-in's approval page; sandbox and live show PayPal's own
 * buttons, whose chunk (and PayPal's script) is fetched only then. The page's usePayPalPayment does the rest.
 */
import { lazy, Suspense } from 'react';
import type { Cents } from '../../../core/money';
import type { PaymentRequest } from '../../../core/schemas/payments';
import { PAYMENT_MESSAGES, PAYPAL_SETUP_PATH, paypalSetup } from '../../lib/payments';
import { useKeptRead } from '../../lib/use-kept-read';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { Button } from '../ui/button';
import { PaymentError, PaymentPlaceholder } from './payment-notices';
import { TestModeButton } from './test-mode-button';

const PayPalSdkButtons = lazy(() => import('./paypal-sdk-buttons'));

export interface PayPalPaymentProps {
  payment: PayPalPaymentControls;
  /** What is paid now (read when the buyer presses pay). */
  request: () => PaymentRequest;
  /** The test-mode button's words (PayPal's buttons bring their own). */
  label: string;
  /** What the button pays: PayPal's buttons are drawn again when it changes. */
  amountCents: Cents;
  disabled?: boolean;
  /** The page's CSP nonce, for PayPal's script. */
  nonce: string | undefined;
}

export function PayPalPayment({ payment, request, label, amountCents, disabled = false, nonce }: PayPalPaymentProps) {
  // Kept for the browser's life without the query cache, so a checkout loads no react-query (decision 019).
  const setup = useKeptRead(PAYPAL_SETUP_PATH, paypalSetup);
  if (setup.isError) {
    return (
      <div className="flex flex-col gap-3">
        <PaymentError message={PAYMENT_MESSAGES.setupFailed} />
        <Button variant="outline" className="self-start" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!setup.data) return <PaymentPlaceholder label="Loading payment options" />;
  if (setup.data.mode === 'test') {
    return <TestModeButton payment={payment} request={request} label={label} disabled={disabled} />;
  }
  return (
    <Suspense fallback={<PaymentPlaceholder label="Loading PayPal" />}>
      <PayPalSdkButtons
        setup={setup.data}
        nonce={nonce}
        payment={payment}
        request={request}
        amountCents={amountCents}
        disabled={disabled}
      />
    </Suspense>
  );
}
