/**
 * The cart checkout's ways to pay, on its payment step: PayPal (payment-panel) and NET 30 (invoice-request). Fetched
 * once the checkout is on screen, while the buyer fills in their details, not with the page's first load (decision 021):
 * the details step comes first, so the code is in by the time it is needed.
 */
import type { Cents } from '../../../core/money';
import type { CustomerInfoInput, PaymentRequest } from '../../../core/schemas/payments';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { InvoiceRequest } from './invoice-request';
import { PaymentPanel } from './payment-panel';

export interface CartPaymentOptionsProps {
  totalCents: Cents;
  /** The drawer's code is still being checked: nothing can be paid yet. */
  disabled: boolean;
  payment: PayPalPaymentControls;
  request: () => PaymentRequest;
  nonce: string | undefined;
  customer: CustomerInfoInput;
  discountCode: string | undefined;
}

export function CartPaymentOptions({
  totalCents,
  disabled,
  payment,
  request,
  nonce,
  customer,
  discountCode,
}: CartPaymentOptionsProps) {
  return (
    <>
      <PaymentPanel
        amountCents={totalCents}
        amountLabel="Total due today"
        disabled={disabled}
        payment={payment}
        request={request}
        nonce={nonce}
      />
      <InvoiceRequest customer={customer} discountCode={discountCode} totalCents={totalCents} disabled={disabled} />
    </>
  );
}
