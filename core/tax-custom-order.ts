/**
 * How a custom order's sales tax is told (e-mails, receipts, pages, exports): the tax row with its label, the total
 * with tax, and each payment's share. The tax is on the whole order and split between deposit and balance
 * (core/tax-split.ts); deposit_amount_cents and remaining_balance_cents carry their shares (decision 039).
 */
import { formatUsd } from './money';
import { taxRowLabel } from './tax-summary';

export interface CustomOrderTaxFacts {
  totalPriceCents: number;
  taxCents: number;
  depositTaxCents: number;
  taxRegion: string | null;
  taxComponents: ReadonlyArray<{ label: string; rateThousandths: number }>;
  taxExemptReason: string | null;
}

/** "Sales tax (CA 7.25%)", "Sales tax (exempt)", or "Sales tax" when nothing more is known. */
export function customOrderTaxLabel(order: CustomOrderTaxFacts): string {
  return (
    taxRowLabel({ region: order.taxRegion, components: order.taxComponents, exemptReason: order.taxExemptReason }) ??
    'Sales tax'
  );
}

/** The sales tax a deposit or balance payment of the order carries. */
export function customPaymentTaxCents(order: CustomOrderTaxFacts, which: 'deposit' | 'balance'): number {
  return which === 'deposit' ? order.depositTaxCents : order.taxCents - order.depositTaxCents;
}

/**
 * The rows that follow "Order total" where the order was taxed or exempt: the tax and the total with it, or why no
 * tax was charged. None for an order with no tax to tell (no rate in its state, or from before tax).
 */
export function customOrderTaxRows(order: CustomOrderTaxFacts): Array<[string, string]> {
  if (order.taxExemptReason) return [['No sales tax', order.taxExemptReason.replace(/^Exempt: /, '')]];
  if (order.taxCents <= 0) return [];
  return [
    [customOrderTaxLabel(order), formatUsd(order.taxCents)],
    ['Total with tax', formatUsd(order.totalPriceCents + order.taxCents)],
  ];
}

/** "$12.40 (with $0.40 sales tax)", or just the amount when the payment carries no tax. */
export function amountWithTax(cents: number, taxCents: number): string {
  return taxCents > 0 ? `${formatUsd(cents)} (with ${formatUsd(taxCents)} sales tax)` : formatUsd(cents);
}

/** The designer's review step, before the order is priced to a ship-to: where the tax figure comes from. */
export const DESIGNER_TAX_NOTE =
  'Sales tax, where your state has one, is added from where we ship your pins: the checkout shows it before you pay.';
