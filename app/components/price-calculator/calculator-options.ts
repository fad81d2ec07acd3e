/** How the drawer's choices read, and what each adds to a pin (shopper-spec section 9). */
import { PIN_PLATING_LABELS, PIN_SIZE_LABELS } from '../../../core/pin-options';
import { PIN_PLATINGS, PLATING_SURCHARGE_CENTS } from '../../../core/pricing/designer';
import {
  CALCULATOR_ADDON_CENTS,
  CALCULATOR_ADDONS,
  CALCULATOR_LARGE_SIZE_CENTS,
  CALCULATOR_SIZES,
  type CalculatorAddon,
} from '../../../core/pricing/drawer-calculator';

export const CALCULATOR_ADDON_LABELS = {
  'just-pins': 'Just pins',
  'backer-cards': 'Backer cards',
  'plastic-packaging': 'Plastic packaging',
  'barcode-labels': 'Barcode labels',
} as const satisfies Record<CalculatorAddon, string>;

export const FINISH_OPTIONS = PIN_PLATINGS.map((value) => ({
  value,
  label: PIN_PLATING_LABELS[value],
  cents: PLATING_SURCHARGE_CENTS[value],
}));

export const SIZE_OPTIONS = CALCULATOR_SIZES.map((value) => ({
  value,
  label: PIN_SIZE_LABELS[value],
  cents: value === '1.5inch' ? CALCULATOR_LARGE_SIZE_CENTS : 0,
}));

export const ADDON_OPTIONS = CALCULATOR_ADDONS.map((value) => ({
  value,
  label: CALCULATOR_ADDON_LABELS[value],
  cents: value === 'just-pins' ? 0 : CALCULATOR_ADDON_CENTS[value],
}));
