/** How the designer shows each pin option: the names are core's (pin-options), prices come from core's tables. */
import { formatUsd } from '../../../core/money';
import { PIN_PACKAGING_LABELS, PIN_PLATING_LABELS, PIN_SIZE_LABELS, pinSizeLabel } from '../../../core/pin-options';
import { PRODUCT_SPECS, type ProductKind, type ProductSize } from '../../../core/pricing/price-table';
import { PIN_PACKAGING, PIN_PLATINGS, PIN_SIZES } from '../../../core/pricing/designer';
import type { PinPackaging, PinPlating, PinSize } from '../../../core/pricing/designer';

const SIZE_DETAILS: Record<PinSize, { note: string; scale: number }> = {
  '0.75inch': { note: 'Subtle and light', scale: 0.55 },
  '1inch': { note: 'Most popular', scale: 0.7 },
  '1.25inch': { note: 'More room for detail', scale: 0.85 },
  '1.5inch': { note: 'Bold statement', scale: 1 },
};

const PLATING_SWATCHES: Record<PinPlating, string> = {
  silver: 'linear-gradient(135deg, #f8fafc 0%, #cbd5e1 45%, #94a3b8 100%)',
  gold: 'linear-gradient(135deg, #fef3c7 0%, #f5c542 45%, #b7861b 100%)',
  bronze: 'linear-gradient(135deg, #fde2c8 0%, #c98a4b 45%, #8a5527 100%)',
  'black-nickel': 'linear-gradient(135deg, #9ca3af 0%, #4b5563 45%, #1f2937 100%)',
};

const PACKAGING_NOTES: Record<PinPackaging, string> = {
  'just-pins': 'Bulk packed, ready to hand out',
  'individual-bags': 'Each pin in its own clear poly bag',
  'backing-cards': 'Branded cards, ready for the pro shop counter',
};

export const SIZE_OPTIONS: readonly { value: PinSize; label: string; note: string; scale: number }[] = PIN_SIZES.map(
  (value) => ({ value, label: PIN_SIZE_LABELS[value], ...SIZE_DETAILS[value] }),
);

/** The product's sizes as cards: the pins' with their notes, the others' scaled from small to large. */
export function sizeOptionsOf(
  product: ProductKind,
): readonly { value: ProductSize; label: string; note: string; scale: number }[] {
  if (product === 'pin') return SIZE_OPTIONS;
  const sizes: readonly ProductSize[] = PRODUCT_SPECS[product].sizes;
  return sizes.map((value, i) => ({
    value,
    label: pinSizeLabel(value),
    note: sizes.length === 1 ? 'The one size' : i === 0 ? 'Standard' : 'Larger',
    scale: sizes.length === 1 ? 0.7 : 0.7 + 0.3 * (i / (sizes.length - 1)),
  }));
}

export const PLATING_OPTIONS: readonly { value: PinPlating; label: string; swatch: string }[] = PIN_PLATINGS.map(
  (value) => ({ value, label: PIN_PLATING_LABELS[value], swatch: PLATING_SWATCHES[value] }),
);

export const PACKAGING_OPTIONS: readonly { value: PinPackaging; label: string; note: string }[] = PIN_PACKAGING.map(
  (value) => ({ value, label: PIN_PACKAGING_LABELS[value], note: PACKAGING_NOTES[value] }),
);

/** "+$0.25 per pin", or "Included" / "Free" for nothing extra. */
export function perPinLabel(cents: number, zero = 'Included'): string {
  return cents === 0 ? zero : `+${formatUsd(cents)} per pin`;
}
