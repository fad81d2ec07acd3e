import type { Cents } from '../money';
import { DEPOSIT_PERCENT, PLATING_SURCHARGE_CENTS, type PinPlating } from './designer';

export const CALCULATOR_ADDONS = ['just-pins', 'backer-cards', 'plastic-packaging', 'barcode-labels'] as const;
export type CalculatorAddon = (typeof CALCULATOR_ADDONS)[number];

/** The drawer knows two sizes (shopper-spec section 9): 1 inch, and 1.5 inch at +$0.50 a pin. */
export const CALCULATOR_SIZES = ['1inch', '1.5inch'] as const;
export type CalculatorSize = (typeof CALCULATOR_SIZES)[number];

/** The drawer's slider; the number box beside it takes any whole number from 1 up to `max`. */
export const CALCULATOR_QUANTITY = { min: 25, max: 1000, step: 25, inputMax: 100_000 } as const;

/** Drawer calculator unit price by quantity (shopper-spec section 9): under 50 and 50 are $7. */
export const CALCULATOR_UNIT_PRICES = [
  { minQuantity: 500, unitCents: 300 },
  { minQuantity: 250, unitCents: 400 },
  { minQuantity: 100, unitCents: 500 },
  { minQuantity: 51, unitCents: 600 },
  { minQuantity: 0, unitCents: 700 },
] as const;

export const CALCULATOR_ADDON_CENTS: Record<Exclude<CalculatorAddon, 'just-pins'>, Cents> = {
  'backer-cards': 10,
  'plastic-packaging': 5,
  'barcode-labels': 5,
};

export const CALCULATOR_LARGE_SIZE_CENTS = 50;

export interface CalculatorInput {
  quantity: number;
  finish: PinPlating;
  size: CalculatorSize;
  addons: readonly CalculatorAddon[];
}

export interface CalculatorResult {
  pricePerPinCents: Cents;
  totalPriceCents: Cents;
  depositAmountCents: Cents;
  remainingBalanceCents: Cents;
}

/**
 * The price per pin in whole cents first; then total = unit x quantity, deposit = 10% of the total rounded to
 * the cent, remaining = total - deposit (the same rounding as the designer and the stored orders).
 */
export function calculatePinPrice(input: CalculatorInput): CalculatorResult {
  const unit = (CALCULATOR_UNIT_PRICES.find((row) => input.quantity >= row.minQuantity) ?? CALCULATOR_UNIT_PRICES[4])
    .unitCents;
  const addons = input.addons.includes('just-pins')
    ? 0
    : input.addons.reduce((sum, addon) => sum + (addon === 'just-pins' ? 0 : CALCULATOR_ADDON_CENTS[addon]), 0);
  const pricePerPinCents =
    unit +
    PLATING_SURCHARGE_CENTS[input.finish] +
    (input.size === '1.5inch' ? CALCULATOR_LARGE_SIZE_CENTS : 0) +
    addons;
  const totalPriceCents = pricePerPinCents * input.quantity;
  const depositAmountCents = Math.round((totalPriceCents * DEPOSIT_PERCENT) / 100);
  return {
    pricePerPinCents,
    totalPriceCents,
    depositAmountCents,
    remainingBalanceCents: totalPriceCents - depositAmountCents,
  };
}

/** One add-on ticked or unticked: just-pins excludes the others, and with nothing left it comes back. */
export function toggleCalculatorAddon(
  current: readonly CalculatorAddon[],
  addon: CalculatorAddon,
  checked: boolean,
): CalculatorAddon[] {
  if (addon === 'just-pins') return checked ? ['just-pins'] : [...current];
  const extras = current.filter((item) => item !== 'just-pins' && item !== addon);
  const next = checked ? [...extras, addon] : extras;
  return next.length > 0 ? CALCULATOR_ADDONS.filter((item) => next.includes(item)) : ['just-pins'];
}

/** What the drawer's number box holds, as a quantity: a whole number from 1 to the box's maximum, or null. */
export function parseCalculatorQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= CALCULATOR_QUANTITY.inputMax ? quantity : null;
}
