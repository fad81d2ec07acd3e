/**
 * The breakdown and items PayPal shows the buyer beside a payment's amount (Orders v2 `amount.breakdown`, `items`):
 * a cart's lines at their tier unit price, its shipping and its discount; any other payment as one item. PayPal
 * refuses an order whose parts do not add up to the amount, so they are built from the stored snapshot.
 */
import { paypalAmountExtras, type PayPalAmountExtras } from '../../../core/pricing/paypal-amounts';
import type { Payment } from '../../db/schema';
import { paymentDetails } from './payment-details';

/** `label` names the single item of a deposit, balance or invoice payment. */
export function paypalExtrasFor(payment: Payment, label: string): PayPalAmountExtras {
  const details = paymentDetails(payment);
  if (details.kind === 'cart') {
    return paypalAmountExtras(
      details.lines.map((line) => ({ name: line.name, quantity: line.quantity, unitCents: line.tierUnitPriceCents })),
      { shippingCents: details.shippingCents, discountCents: details.discountCents },
    );
  }
  return paypalAmountExtras([{ name: label, quantity: 1, unitCents: payment.amountCents }]);
}
