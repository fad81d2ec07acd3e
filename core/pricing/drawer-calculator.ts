import type { Cents } from '../money';
import { depositOf, tierUnitCents, type PinPlating, type PriceTable } from './price-table';

export const CALCULATOR_ADDONS = ['just-pins', 'backer-cards', 'plastic-packaging', 'barcode-labels'] as const;
export type CalculatorAddon = (typeof CALCULATOR_ADDONS)[number];

/** The drawer knows two sizes (shopper-spec section 9): 1 inch, and 1.5 inch. */
export const CALCULATOR_SIZES = ['1inch', '1.5inch'] as const;
export type CalculatorSize = (typeof CALCULATOR_SIZES)[number];

/** The drawer's slider; the number box beside it takes any whole number from 1 up to `max`. */
export const CALCULATOR_QUANTITY = { min: 25, max: 1000, step: 25, inputMax: 100_000 } as const;

/** What one drawer add-on adds to a pin: the table's packaging price (backer cards are the backing cards). */
export function calculatorAddonCents(addon: CalculatorAddon, table: PriceTable): Cents {
  if (addon === 'just-pins') return 0;
  return table.packagingCents[addon === 'backer-cards' ? 'backing-cards' : addon];
}

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
 * The price per pin in whole cents first; then total = unit x quantity, deposit = the table's percentage of the total
 * rounded to the cent, remaining = total - deposit (the same rounding as the designer and the stored orders).
 */
export function calculatePinPrice(input: CalculatorInput, table: PriceTable): CalculatorResult {
  const pin = table.products.pin;
  const addons = input.addons.includes('just-pins')
    ? 0
    : input.addons.reduce((sum, addon) => sum + calculatorAddonCents(addon, table), 0);
  const pricePerPinCents =
    tierUnitCents(pin.tiers, input.quantity) + table.platingCents[input.finish] + pin.sizeCents[input.size] + addons;
  const totalPriceCents = pricePerPinCents * input.quantity;
  const depositAmountCents = depositOf(totalPriceCents, table);
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
