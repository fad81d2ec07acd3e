import type { Cents } from '../money';

/** Wholesale tiers per line (shopper-spec section 9): 1-9 full price, 10-24 at 10% off, 25+ at 20% off. */
export const WHOLESALE_TIERS = [
  { minQuantity: 25, percentOff: 20, label: '25+ pins' },
  { minQuantity: 10, percentOff: 10, label: '10-24 pins' },
  { minQuantity: 1, percentOff: 0, label: '1-9 pins' },
] as const;

export type WholesaleTier = (typeof WHOLESALE_TIERS)[number];

export function tierFor(quantity: number): WholesaleTier {
  return WHOLESALE_TIERS.find((tier) => quantity >= tier.minQuantity) ?? WHOLESALE_TIERS[2];
}

/** The price of one pin at this quantity, rounded to the cent. */
export function tierUnitPriceCents(unitPriceCents: Cents, quantity: number): Cents {
  return Math.round((unitPriceCents * (100 - tierFor(quantity).percentOff)) / 100);
}

export interface LinePrice {
  quantity: number;
  unitPriceCents: Cents;
  /** Price per pin after the tier discount, rounded to the cent first: the line is this x quantity. */
  tierUnitPriceCents: Cents;
  /** What the line costs at full price. */
  fullCents: Cents;
  /** What the line costs after the tier discount: tierUnitPriceCents x quantity, exactly. */
  totalCents: Cents;
  savingsCents: Cents;
  percentOff: number;
}

/** One line at its tier: the unit price is rounded to the cent, then multiplied (the rule every surface shows). */
export function priceLine(unitPriceCents: Cents, quantity: number): LinePrice {
  const tier = tierFor(quantity);
  const tierUnit = tierUnitPriceCents(unitPriceCents, quantity);
  const fullCents = unitPriceCents * quantity;
  const totalCents = tierUnit * quantity;
  return {
    quantity,
    unitPriceCents,
    tierUnitPriceCents: tierUnit,
    fullCents,
    totalCents,
    savingsCents: fullCents - totalCents,
    percentOff: tier.percentOff,
  };
}
