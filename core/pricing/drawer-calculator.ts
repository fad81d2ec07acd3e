import type { Cents } from '../money';
import { PLATING_SURCHARGE_CENTS, type PinPlating } from './designer';

export const CALCULATOR_ADDONS = ['just-pins', 'backer-cards', 'plastic-packaging', 'barcode-labels'] as const;
export type CalculatorAddon = (typeof CALCULATOR_ADDONS)[number];

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
  size: '1inch' | '1.5inch';
  addons: readonly CalculatorAddon[];
}

export interface CalculatorResult {
  pricePerPinCents: Cents;
  totalPriceCents: Cents;
  depositAmountCents: Cents;
  remainingBalanceCents: Cents;
}

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
  const depositAmountCents = Math.round(totalPriceCents / 10);
  return {
    pricePerPinCents,
    totalPriceCents,
    depositAmountCents,
    remainingBalanceCents: totalPriceCents - depositAmountCents,
  };
}
