/**
 * The breakdown and items PayPal shows the buyer beside a payment's amount (Orders v2 `amount.breakdown`, `items`):
 * a cart's lines at their tier unit price, its shipping, its sales tax (tax_total, and each item's unit tax when that
 * is exact: core/tax-summary.ts) and its discount; any other payment as one item, a custom order's deposit or
 * balance with its share of the order's tax as tax_total. PayPal
 * refuses an order whose parts do not add up to the amount, so they are built from the stored snapshot.
 */
import { paypalAmountExtras, type PayPalAmountExtras } from '../../../core/pricing/paypal-amounts';
import { perUnitItemTaxes } from '../../../core/tax-summary';
import type { Payment } from '../../db/schema';
import { paymentDetails } from './payment-details';

/** `label` names the single item of a deposit, balance or invoice payment. */
export function paypalExtrasFor(payment: Payment, label: string): PayPalAmountExtras {
  const details = paymentDetails(payment);
  if (details.kind === 'cart') {
    const tax = details.tax;
    const unitTaxes = tax
      ? perUnitItemTaxes(
          details.lines.map((line, index) => ({ quantity: line.quantity, taxCents: tax.lineTaxCents[index] ?? 0 })),
          tax.shippingTaxCents,
        )
      : null;
    return paypalAmountExtras(
      details.lines.map((line, index) => ({
        name: line.name,
        quantity: line.quantity,
        unitCents: line.tierUnitPriceCents,
        ...(unitTaxes ? { unitTaxCents: unitTaxes[index]! } : {}),
      })),
      { shippingCents: details.shippingCents, discountCents: details.discountCents, taxCents: tax?.totalCents ?? 0 },
    );
  }
  // A custom order's deposit or balance: one item, and its share of the order's tax as tax_total.
  const taxCents =
    details.kind === 'deposit'
      ? (details.order.tax?.depositTaxCents ?? 0)
      : details.kind === 'balance'
        ? (details.taxCents ?? 0)
        : 0;
  return paypalAmountExtras([{ name: label, quantity: 1, unitCents: payment.amountCents - taxCents }], { taxCents });
}
