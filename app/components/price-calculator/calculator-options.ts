/** How the drawer's choices read, and what each adds to a pin (shopper-spec section 9). */
import { PIN_PLATING_LABELS, PIN_SIZE_LABELS } from '../../../core/pin-options';
import { PIN_PLATINGS } from '../../../core/pricing/designer';
import {
  calculatorAddonCents,
  CALCULATOR_ADDONS,
  CALCULATOR_SIZES,
  type CalculatorAddon,
} from '../../../core/pricing/drawer-calculator';
import type { PriceTable } from '../../../core/pricing/price-table';

export const CALCULATOR_ADDON_LABELS = {
  'just-pins': 'Just pins',
  'backer-cards': 'Backer cards',
  'plastic-packaging': 'Plastic packaging',
  'barcode-labels': 'Barcode labels',
} as const satisfies Record<CalculatorAddon, string>;

/** The drawer's three groups of choices, each with what it adds to a pin in the owner's price table. */
export function calculatorOptions(table: PriceTable) {
  return {
    finishes: PIN_PLATINGS.map((value) => ({
      value,
      label: PIN_PLATING_LABELS[value],
      cents: table.platingCents[value],
    })),
    sizes: CALCULATOR_SIZES.map((value) => ({
      value,
      label: PIN_SIZE_LABELS[value],
      cents: table.products.pin.sizeCents[value],
    })),
    addons: CALCULATOR_ADDONS.map((value) => ({
      value,
      label: CALCULATOR_ADDON_LABELS[value],
      cents: calculatorAddonCents(value, table),
    })),
  };
}
