/**
 * What PayPal is told about a payment's money beside its amount (Orders v2 `amount.breakdown` and `items`), and
 * PayPal's own rule for it: amount = item_total + tax_total + shipping + handling + insurance - shipping_discount
 * - discount, and item_total = the sum of unit_amount x quantity. Pure, so the server, the PayPal stand-in and the
 * property tests use the same arithmetic.
 */
import { centsToDecimalString, type Cents } from '../money';

export interface PayPalMoneyText {
  currency_code: string;
  value: string;
}

export interface PayPalItemText {
  name: string;
  quantity: string;
  unit_amount: PayPalMoneyText;
  /** The tax of one unit: sent only when every item's is exact (core/tax-summary.ts perUnitItemTaxes). */
  tax?: PayPalMoneyText;
}

export interface PayPalBreakdownText {
  item_total: PayPalMoneyText;
  shipping?: PayPalMoneyText;
  tax_total?: PayPalMoneyText;
  discount?: PayPalMoneyText;
}

export interface PayPalAmountExtras {
  breakdown: PayPalBreakdownText;
  items: PayPalItemText[];
}

/** PayPal's longest item name. */
export const PAYPAL_ITEM_NAME_MAX = 127;

export interface ChargedLine {
  name: string;
  quantity: number;
  /** The unit price charged (after its tier), in cents. */
  unitCents: Cents;
  /** The tax of one unit, when PayPal is told it per item. */
  unitTaxCents?: Cents;
}

const usd = (cents: Cents): PayPalMoneyText => ({ currency_code: 'USD', value: centsToDecimalString(cents) });

/**
 * The breakdown and items of a payment: lines at their charged unit price, shipping, tax_total and discount when
 * non-zero; each item's unit tax when the lines carry it.
 */
export function paypalAmountExtras(
  lines: readonly ChargedLine[],
  amounts: { shippingCents?: Cents; discountCents?: Cents; taxCents?: Cents } = {},
): PayPalAmountExtras {
  const itemTotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const shipping = amounts.shippingCents ?? 0;
  const discount = amounts.discountCents ?? 0;
  const tax = amounts.taxCents ?? 0;
  return {
    breakdown: {
      item_total: usd(itemTotal),
      ...(shipping > 0 ? { shipping: usd(shipping) } : {}),
      ...(tax > 0 ? { tax_total: usd(tax) } : {}),
      ...(discount > 0 ? { discount: usd(discount) } : {}),
    },
    items: lines.map((line) => ({
      name: line.name.slice(0, PAYPAL_ITEM_NAME_MAX),
      quantity: String(line.quantity),
      unit_amount: usd(line.unitCents),
      ...(tax > 0 && line.unitTaxCents !== undefined ? { tax: usd(line.unitTaxCents) } : {}),
    })),
  };
}

/** "12.3" -> 1230; null for anything that is not a plain decimal with at most two places. */
export function decimalToCents(value: string): Cents | null {
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match || (match[2] === '' && !match[3])) return null;
  const cents = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** The parts of a purchase unit the rule reads (PayPal's wire names). */
export interface PayPalUnitAmounts {
  amount: {
    value: string;
    breakdown?: Partial<
      Record<
        'item_total' | 'shipping' | 'handling' | 'tax_total' | 'insurance' | 'shipping_discount' | 'discount',
        { value: string }
      >
    >;
  };
  items?: ReadonlyArray<{ quantity: string; unit_amount: { value: string }; tax?: { value: string } }>;
}

export type PayPalAmountIssue =
  'ITEM_TOTAL_REQUIRED' | 'ITEM_TOTAL_MISMATCH' | 'TAX_TOTAL_REQUIRED' | 'TAX_TOTAL_MISMATCH' | 'AMOUNT_MISMATCH';

/** The sum of quantity x unit money over the items (null when one does not parse). */
function itemsSum(
  items: ReadonlyArray<{ quantity: string }>,
  money: (item: number) => { value: string } | undefined,
): number | null {
  return items.reduce<number | null>((total, item, index) => {
    const unit = money(index);
    const unitCents = unit ? decimalToCents(unit.value) : 0;
    const quantity = /^\d+$/.test(item.quantity) ? Number(item.quantity) : null;
    return total === null || unitCents === null || quantity === null ? null : total + unitCents * quantity;
  }, 0);
}

/** PayPal's 422 checks of a unit's breakdown and items; null when they agree with the amount. */
export function paypalAmountIssue(unit: PayPalUnitAmounts): PayPalAmountIssue | null {
  const breakdown = unit.amount.breakdown;
  const items = unit.items ?? [];
  if (!breakdown) return items.length > 0 ? 'ITEM_TOTAL_REQUIRED' : null;
  const part = (name: keyof NonNullable<typeof breakdown>) => {
    const money = breakdown[name];
    return money ? decimalToCents(money.value) : 0;
  };
  if (items.length > 0) {
    if (!breakdown.item_total) return 'ITEM_TOTAL_REQUIRED';
    const sum = itemsSum(items, (index) => items[index]!.unit_amount);
    if (sum === null || sum !== part('item_total')) return 'ITEM_TOTAL_MISMATCH';
    // Items that carry a tax: tax_total is required and is the sum of tax x quantity.
    if (items.some((item) => item.tax)) {
      if (!breakdown.tax_total) return 'TAX_TOTAL_REQUIRED';
      const taxSum = itemsSum(items, (index) => items[index]!.tax);
      if (taxSum === null || taxSum !== part('tax_total')) return 'TAX_TOTAL_MISMATCH';
    }
  }
  const value = decimalToCents(unit.amount.value);
  const parts = [
    part('item_total'),
    part('tax_total'),
    part('shipping'),
    part('handling'),
    part('insurance'),
    part('shipping_discount'),
    part('discount'),
  ];
  if (value === null || parts.some((cents) => cents === null)) return 'AMOUNT_MISMATCH';
  const [itemTotal, tax, shipping, handling, insurance, shippingDiscount, discount] = parts as number[];
  const expected = itemTotal! + tax! + shipping! + handling! + insurance! - shippingDiscount! - discount!;
  return expected === value ? null : 'AMOUNT_MISMATCH';
}
