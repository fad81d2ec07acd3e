/**
 * A custom order's sales tax between its deposit and its balance. The tax is computed once, on the whole order
 * (core/tax.ts), then split the way the owner chose: all of it on the balance (the default), or in proportion to the
 * deposit and the balance (allocateCents: largest remainder, so the shares add up to the tax exactly). An order with
 * nothing left to pay after the deposit (paid in full) carries all its tax on the deposit either way.
 *
 * Each charge then carries its share: deposit charged = deposit + deposit tax, balance charged = balance + balance
 * tax, so the two charges add up to the order's total plus its tax (decision 039).
 */
import { allocateCents } from './tax';

export const TAX_SPLITS = ['balance', 'proportional'] as const;
export type TaxSplit = (typeof TAX_SPLITS)[number];

export const TAX_SPLIT_LABELS: Record<TaxSplit, string> = {
  balance: 'All on the balance',
  proportional: 'In proportion to the deposit and the balance',
};

export const DEFAULT_TAX_SPLIT: TaxSplit = 'balance';

export interface SplitCharges {
  /** The deposit as charged, its tax share included. */
  depositCents: number;
  /** The balance as charged, its tax share included. */
  remainingCents: number;
  depositTaxCents: number;
  balanceTaxCents: number;
}

/** `depositCents` and `remainingCents` before tax (they add up to the order's total); `taxCents` on the whole order. */
export function splitCustomOrderTax(
  before: { depositCents: number; remainingCents: number },
  taxCents: number,
  split: TaxSplit,
): SplitCharges {
  const { depositCents, remainingCents } = before;
  let depositTaxCents: number;
  if (taxCents <= 0) depositTaxCents = 0;
  else if (remainingCents <= 0) depositTaxCents = taxCents;
  else if (split === 'balance') depositTaxCents = 0;
  else depositTaxCents = allocateCents(taxCents, [depositCents, remainingCents])[0]!;
  const balanceTaxCents = Math.max(0, taxCents) - depositTaxCents;
  return {
    depositCents: depositCents + depositTaxCents,
    remainingCents: remainingCents + balanceTaxCents,
    depositTaxCents,
    balanceTaxCents,
  };
}
