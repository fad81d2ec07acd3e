/**
 * Real mode (sandbox or live): PayPal's own buttons from its JS SDK. createOrder asks our server for the PayPal
 * order (our amount), onApprove hands its id to the page's completion, the same as a return from the approval
 * page. Loaded only in real mode (a lazy chunk); the page's Content-Security-Policy allows PayPal's hosts then.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { Cents } from '../../../core/money';
import type { PaymentRequest, PayPalSetupDto } from '../../../core/schemas/payments';
import { PAYMENT_MESSAGES } from '../../lib/payments';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { PaymentError, PaymentPlaceholder } from './payment-notices';

export interface PayPalSdkButtonsProps {
  setup: PayPalSetupDto;
  nonce: string | undefined;
  payment: PayPalPaymentControls;
  request: () => PaymentRequest;
  amountCents: Cents;
  disabled: boolean;
}

function ScriptStatus() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <PaymentPlaceholder label="Loading PayPal" />;
  if (isRejected) {
    return (
      <PaymentError message="PayPal could not be loaded. Please check your connection or content blocker, then reload the page." />
    );
  }
  return null;
}

export default function PayPalSdkButtons({
  setup,
  nonce,
  payment,
  request,
  amountCents,
  disabled,
}: PayPalSdkButtonsProps) {
  return (
    <PayPalScriptProvider
      options={{
        clientId: setup.clientId,
        currency: setup.currency,
        intent: 'capture',
        components: 'buttons',
        dataCspNonce: nonce,
      }}
    >
      <div className="flex flex-col gap-4">
        <ScriptStatus />
        <PayPalButtons
          style={{ layout: 'vertical', shape: 'rect', label: 'pay', height: 48 }}
          disabled={disabled}
          forceReRender={[amountCents, disabled]}
          createOrder={() => payment.createOrder(request)}
          onApprove={async (data) => payment.approve(data.orderID)}
          onCancel={(data) => {
            if (typeof data.orderID === 'string') payment.cancel(data.orderID);
          }}
          onError={() => payment.showError(PAYMENT_MESSAGES.startFailed)}
        />
        {payment.startError ? <PaymentError message={payment.startError} /> : null}
      </div>
    </PayPalScriptProvider>
  );
}
