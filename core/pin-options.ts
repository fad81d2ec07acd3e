/**
 * How the custom-pin options read everywhere (designer, checkout, pay pages, order cards, e-mails, admin): one
 * table of labels for the stored values of core/pricing/designer.
 */
import {
  PIN_PACKAGING,
  PIN_PLATINGS,
  PIN_SIZES,
  type PinPackaging,
  type PinPlating,
  type PinSize,
} from './pricing/designer';

export const PIN_SIZE_LABELS = {
  '0.75inch': '0.75 inch',
  '1inch': '1 inch',
  '1.25inch': '1.25 inch',
  '1.5inch': '1.5 inch',
} as const satisfies Record<PinSize, string>;

/** The backing cards' sizes (core/pricing/price-table's PRODUCT_SIZES beyond the pins'). */
export const CARD_SIZE_LABELS = { '2x3inch': '2 x 3 inch', '3x4inch': '3 x 4 inch' } as const;

export const PIN_PLATING_LABELS = {
  silver: 'Silver',
  gold: 'Gold',
  bronze: 'Bronze',
  'black-nickel': 'Black Nickel',
} as const satisfies Record<PinPlating, string>;

export const PIN_PACKAGING_LABELS = {
  'just-pins': 'Just Pins',
  'individual-bags': 'Individual Bags',
  'backing-cards': 'Backing Cards',
} as const satisfies Record<PinPackaging, string>;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** "1.5inch" -> "1.5 inch", "2x3inch" -> "2 x 3 inch"; an unknown stored value reads as itself. */
export function pinSizeLabel(size: string): string {
  if (isOneOf(PIN_SIZES, size)) return PIN_SIZE_LABELS[size];
  return size in CARD_SIZE_LABELS ? CARD_SIZE_LABELS[size as keyof typeof CARD_SIZE_LABELS] : size;
}

/** "black-nickel" -> "Black Nickel". */
export function pinPlatingLabel(plating: string): string {
  return isOneOf(PIN_PLATINGS, plating) ? PIN_PLATING_LABELS[plating] : plating;
}

/** "individual-bags,backing-cards" (or a list) -> "Individual Bags, Backing Cards"; nothing -> "Just Pins". */
export function pinPackagingLabel(packaging: string | readonly string[]): string {
  const options = (typeof packaging === 'string' ? packaging.split(',') : packaging)
    .map((option) => option.trim())
    .filter(Boolean);
  if (options.length === 0) return PIN_PACKAGING_LABELS['just-pins'];
  return options.map((option) => (isOneOf(PIN_PACKAGING, option) ? PIN_PACKAGING_LABELS[option] : option)).join(', ');
}
