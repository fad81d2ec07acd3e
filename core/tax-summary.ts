/**
 * How an order's sales tax is told and carried, beside the one computation in core/tax.ts: the tax row's label,
 * a discount spread over the lines before they are taxed, the tax a refund gives back, and PayPal's per-item tax.
 * Pure, in integer cents.
 */
import { formatUsd } from './money';
import { allocateCents, formatTaxRate } from './tax';

export interface ChargedTax {
  /** The state's or province's code the tax was computed for. */
  region: string | null;
  components: ReadonlyArray<{ label: string; rateThousandths: number }>;
  exemptReason: string | null;
}

/** "Sales tax (CA 7.25%)", "Tax (BC: GST 5% + PST 7%)", "Sales tax (exempt)"; null when there is nothing to say. */
export function taxRowLabel(tax: ChargedTax): string | null {
  if (tax.exemptReason) return 'Sales tax (exempt)';
  const where = tax.region ? `${tax.region} ` : '';
  if (tax.components.length === 1) {
    const [only] = tax.components;
    return `${only!.label} (${where}${formatTaxRate(only!.rateThousandths)})`;
  }
  if (tax.components.length > 1) {
    const parts = tax.components.map((each) => `${each.label} ${formatTaxRate(each.rateThousandths)}`).join(' + ');
    return `Tax (${tax.region ? `${tax.region}: ` : ''}${parts})`;
  }
  return null;
}

/**
 * Each line's amount after an order-wide discount: the discount spread over the lines in proportion to their
 * amounts by largest remainder (allocateCents), so the lines still add up to subtotal - discount exactly.
 */
export function discountedLineAmounts(lineCents: readonly number[], discountCents: number): number[] {
  const subtotal = lineCents.reduce((a, b) => a + b, 0);
  if (discountCents <= 0 || subtotal <= 0) return [...lineCents];
  const taken = Math.min(discountCents, subtotal);
  const shares = allocateCents(taken, lineCents);
  return lineCents.map((cents, index) => cents - shares[index]!);
}

/**
 * The tax part of what has been refunded of a payment so far: refunds give tax back in proportion to the amount
 * refunded (tax x refunded / total, rounded half up), so a full refund returns all the tax and partial refunds
 * never return more than was charged. Computed on the running total refunded, so several partial refunds add up
 * to the same figure as one.
 */
export function taxRefundedCents(refundedCents: number, totalCents: number, taxCents: number): number {
  if (taxCents <= 0 || totalCents <= 0 || refundedCents <= 0) return 0;
  if (refundedCents >= totalCents) return taxCents;
  const exact = BigInt(refundedCents) * BigInt(taxCents);
  const whole = BigInt(totalCents);
  return Math.min(taxCents, Number((exact * 2n + whole) / (whole * 2n)));
}

/**
 * PayPal's per-item tax (items[].tax, per unit): sent only when it is exact, that is when each line's tax divides
 * by its quantity and no tax falls on shipping (PayPal has no item to carry it): PayPal refuses a tax_total that is
 * not the sum of tax x quantity (TAX_TOTAL_MISMATCH). Otherwise null: the breakdown's tax_total alone carries it.
 */
export function perUnitItemTaxes(
  lines: ReadonlyArray<{ quantity: number; taxCents: number }>,
  shippingTaxCents: number,
): number[] | null {
  if (shippingTaxCents !== 0) return null;
  if (lines.some((line) => line.taxCents % line.quantity !== 0)) return null;
  return lines.map((line) => line.taxCents / line.quantity);
}

/** The page showed another total than the server charges (a rate changed): nothing is charged or ordered. */
export function taxTotalChanged(amountCents: number, taxCents: number, region: string): string {
  return (
    `Your total is now ${formatUsd(amountCents)}, including ${formatUsd(taxCents)} sales tax for ${region}. ` +
    'Nothing was charged: please review the new total and pay again.'
  );
}
