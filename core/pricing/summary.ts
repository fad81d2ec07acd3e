/**
 * The money rows every surface shows under an order's lines (cart drawer, checkout, order page, order e-mail,
 * admin): read top to bottom they add up to the charge to the cent, and the lines above them (tier unit price x
 * quantity) add up to the subtotal.
 */
import { formatUsd, type Cents } from '../money';

/** An order's amounts as they were (or will be) charged. */
export interface OrderAmounts {
  /** The lines after their tiers: the sum of tier unit price x quantity. */
  subtotalCents: Cents;
  /** What the tiers took off the list prices (0 when not known, as on orders placed before it was recorded). */
  tierSavingsCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  /** Sales tax (core/tax.ts): 0 or absent where none is charged. */
  taxCents?: Cents;
  /** subtotal - discount + shipping + tax: what was charged. */
  totalCents: Cents;
}

export type AmountRowKey = 'list' | 'tierSavings' | 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';

export interface AmountRow {
  key: AmountRowKey;
  label: string;
  /** Signed: savings and discounts are negative. */
  cents: Cents;
}

export interface AmountRowOptions {
  discountCode?: string | null;
  /** Show the discount row even at $0.00 (a code that is applied but takes nothing off). */
  showZeroDiscount?: boolean;
  /** "Total" by default; "Total paid" on receipts. */
  totalLabel?: string;
  /** The tax row's label (core/tax-summary.ts taxRowLabel): given, the row shows even at $0.00 (an exemption). */
  taxLabel?: string | null;
}

/**
 * The rows, in order: list price and volume savings (only when a tier saved something), subtotal, discount (when
 * there is one), shipping, sales tax (when charged or labelled), total. Each row after the first is the running sum of those above it, up to the total.
 */
export function amountRows(amounts: OrderAmounts, options: AmountRowOptions = {}): AmountRow[] {
  const rows: AmountRow[] = [];
  if (amounts.tierSavingsCents > 0) {
    rows.push({ key: 'list', label: 'Items at list price', cents: amounts.subtotalCents + amounts.tierSavingsCents });
    rows.push({ key: 'tierSavings', label: 'Volume savings', cents: -amounts.tierSavingsCents });
  }
  rows.push({ key: 'subtotal', label: 'Subtotal', cents: amounts.subtotalCents });
  if (amounts.discountCents > 0 || (options.showZeroDiscount && options.discountCode)) {
    const label = options.discountCode ? `Discount (${options.discountCode})` : 'Discount';
    rows.push({ key: 'discount', label, cents: -amounts.discountCents });
  }
  rows.push({ key: 'shipping', label: 'Shipping', cents: amounts.shippingCents });
  const taxCents = amounts.taxCents ?? 0;
  if (taxCents > 0 || options.taxLabel) {
    rows.push({ key: 'tax', label: options.taxLabel ?? 'Sales tax', cents: taxCents });
  }
  rows.push({ key: 'total', label: options.totalLabel ?? 'Total', cents: amounts.totalCents });
  return rows;
}

/** "$5.99", "-$59.95" (a zero discount still reads "-$0.00"). */
export function formatAmountRow(row: AmountRow): string {
  const negative = row.key === 'tierSavings' || row.key === 'discount';
  return negative ? `-${formatUsd(Math.abs(row.cents))}` : formatUsd(row.cents);
}

/** "25 x $9.59 = $239.75": one line as charged. */
export function formatLine(quantity: number, unitCents: Cents): string {
  return `${quantity} x ${formatUsd(unitCents)} = ${formatUsd(unitCents * quantity)}`;
}

/** What the tiers took off a stored order's lines (lines without a recorded list price count 0). */
export function tierSavingsOf(
  items: ReadonlyArray<{ quantity: number; priceCents: Cents; listPriceCents?: Cents | undefined }>,
): Cents {
  return items.reduce(
    (sum, item) => sum + Math.max(0, ((item.listPriceCents ?? item.priceCents) - item.priceCents) * item.quantity),
    0,
  );
}
