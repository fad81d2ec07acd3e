/** How the designer names and shows each pin option; prices come from core's tables. */
import { formatUsd } from '../../../core/money';
import type { PinPackaging, PinPlating, PinSize } from '../../../core/pricing/designer';

export const SIZE_OPTIONS: readonly { value: PinSize; label: string; note: string; scale: number }[] = [
  { value: '0.75inch', label: '0.75 inch', note: 'Subtle and light', scale: 0.55 },
  { value: '1inch', label: '1 inch', note: 'Most popular', scale: 0.7 },
  { value: '1.25inch', label: '1.25 inch', note: 'More room for detail', scale: 0.85 },
  { value: '1.5inch', label: '1.5 inch', note: 'Bold statement', scale: 1 },
];

export const PLATING_OPTIONS: readonly { value: PinPlating; label: string; swatch: string }[] = [
  { value: 'silver', label: 'Silver', swatch: 'linear-gradient(135deg, #f8fafc 0%, #cbd5e1 45%, #94a3b8 100%)' },
  { value: 'gold', label: 'Gold', swatch: 'linear-gradient(135deg, #fef3c7 0%, #f5c542 45%, #b7861b 100%)' },
  { value: 'bronze', label: 'Bronze', swatch: 'linear-gradient(135deg, #fde2c8 0%, #c98a4b 45%, #8a5527 100%)' },
  {
    value: 'black-nickel',
    label: 'Black Nickel',
    swatch: 'linear-gradient(135deg, #9ca3af 0%, #4b5563 45%, #1f2937 100%)',
  },
];

export const PACKAGING_OPTIONS: readonly { value: PinPackaging; label: string; note: string }[] = [
  { value: 'just-pins', label: 'Just Pins', note: 'Bulk packed, ready to hand out' },
  { value: 'individual-bags', label: 'Individual Bags', note: 'Each pin in its own clear poly bag' },
  { value: 'backing-cards', label: 'Backing Cards', note: 'Branded cards, ready for the pro shop counter' },
];

/** "+$0.25 per pin", or "Included" / "Free" for nothing extra. */
export function perPinLabel(cents: number, zero = 'Included'): string {
  return cents === 0 ? zero : `+${formatUsd(cents)} per pin`;
}

export function sizeLabel(size: PinSize): string {
  return SIZE_OPTIONS.find((option) => option.value === size)?.label ?? size;
}

export function platingLabel(plating: PinPlating): string {
  return PLATING_OPTIONS.find((option) => option.value === plating)?.label ?? plating;
}

export function packagingLabel(packaging: readonly PinPackaging[]): string {
  return packaging.map((item) => PACKAGING_OPTIONS.find((option) => option.value === item)?.label ?? item).join(', ');
}
