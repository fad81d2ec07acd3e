/**
 * Where the drawer's two buttons go. The quote form reads `quantity`, `size` and `notes`; the designer reads
 * `quantity` (snapped to its slider), `size`, `plating` and `packaging` (comma-joined). Both ignore anything else.
 */
import { formatUsd } from '../../../core/money';
import { PIN_PLATING_LABELS, PIN_SIZE_LABELS } from '../../../core/pin-options';
import type { PinPackaging } from '../../../core/pricing/designer';
import type { CalculatorAddon, CalculatorInput, CalculatorResult } from '../../../core/pricing/drawer-calculator';
import { CALCULATOR_ADDON_LABELS } from './calculator-options';

/** The designer's closest packaging for each add-on; barcode labels have none there. */
const DESIGNER_PACKAGING: Record<CalculatorAddon, PinPackaging | null> = {
  'just-pins': 'just-pins',
  'backer-cards': 'backing-cards',
  'plastic-packaging': 'individual-bags',
  'barcode-labels': null,
};

function extras(input: CalculatorInput): CalculatorAddon[] {
  return input.addons.includes('just-pins') ? [] : [...input.addons];
}

/** The quote's notes: the choices the quote form has no field for, and the estimate they gave. */
export function calculatorNotes(input: CalculatorInput, result: CalculatorResult): string {
  const addons = extras(input).map((addon) => CALCULATOR_ADDON_LABELS[addon]);
  return [
    `From the price calculator: ${PIN_PLATING_LABELS[input.finish]} finish, ${PIN_SIZE_LABELS[input.size]}.`,
    `Add-ons: ${addons.length > 0 ? addons.join(', ') : 'none (just pins)'}.`,
    `Estimate: ${formatUsd(result.pricePerPinCents)} per pin, ${formatUsd(result.totalPriceCents)} in total.`,
  ].join(' ');
}

export function quoteLink(input: CalculatorInput, result: CalculatorResult): string {
  const params = new URLSearchParams({
    quantity: String(input.quantity),
    size: input.size,
    notes: calculatorNotes(input, result),
  });
  return `/quote?${params.toString()}`;
}

/** Add-ons the designer cannot take, so the drawer can say so before the shopper leaves. */
export function addonsMissingInDesigner(input: CalculatorInput): CalculatorAddon[] {
  return extras(input).filter((addon) => DESIGNER_PACKAGING[addon] === null);
}

export function designerLink(input: CalculatorInput): string {
  const packaging = extras(input).flatMap((addon) => DESIGNER_PACKAGING[addon] ?? []);
  const params = new URLSearchParams({
    quantity: String(input.quantity),
    size: input.size,
    plating: input.finish,
    packaging: (packaging.length > 0 ? packaging : ['just-pins']).join(','),
  });
  return `/custom?${params.toString()}`;
}
