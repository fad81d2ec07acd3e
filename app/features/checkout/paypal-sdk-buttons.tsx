/**
 * Real mode (sandbox or live): PayPal's own buttons from its JS SDK. createOrder asks our server for the PayPal
 * order (our amount), onApprove hands the order id to the same completion as test mode. Loaded only in real mode
 * (a lazy chunk), and needs PayPal's domains in the page's Content-Security-Policy.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { Cents } from '../../../core/money';
import { toast } from '../../components/ui/use-toast';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { paymentApi, type PaymentRequest, type PayPalSetup } from './payment-api';
import { PaymentError, PaymentPlaceholder } from './payment-notices';
import { useStartPayment } from './use-start-payment';

interface SdkButtonsProps {
  setup: PayPalSetup;
  nonce: string | undefined;
  amountCents: Cents;
  disabled: boolean;
  request: () => PaymentRequest;
  onApproved: (paypalOrderId: string) => void;
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
  amountCents,
  disabled,
  request,
  onApproved,
}: SdkButtonsProps) {
  const { start, error, setError } = useStartPayment(request);
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
          createOrder={async () => (await start()).id}
          onApprove={async (data) => onApproved(data.orderID)}
          onCancel={(data) => {
            toast(CHECKOUT_MESSAGES.cancelled);
            if (typeof data.orderID === 'string') void paymentApi.cancel(data.orderID).catch(() => undefined);
          }}
          onError={() => setError((current) => current ?? CHECKOUT_MESSAGES.startFailed)}
        />
        {error ? <PaymentError message={error} /> : null}
      </div>
    </PayPalScriptProvider>
  );
}
