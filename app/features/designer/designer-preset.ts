/**
 * Options a link may choose in the designer: `/custom?quantity=250&size=1.5inch&plating=gold&packaging=backing-cards`
 * (the price calculator's "Design it now"). The quantity snaps to the slider (50-1000, step 25), packaging keeps the
 * just-pins rule (comma-joined or repeated), and anything missing or unreadable leaves the draft's choice alone.
 */
import { PIN_PACKAGING, PIN_PLATINGS, PIN_SIZES } from '../../../core/pricing/designer';
import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import { snapQuantity, type DesignerPreset } from './designer-state';

export const PRESET_PARAMS = ['quantity', 'size', 'plating', 'packaging'] as const;

// Plain checks rather than a zod schema: zod would be most of the /custom page's own script (decision 021).
function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** A positive whole number, snapped to the slider. */
function presetQuantity(value: string | null): number | undefined {
  if (value === null) return undefined;
  const quantity = Number(value);
  return Number.isSafeInteger(quantity) && quantity > 0 ? snapQuantity(quantity) : undefined;
}

/** Every option known (else none of them), with the just-pins rule. */
function presetPackaging(values: string[]): DesignerPreset['packaging'] {
  if (values.length === 0 || !values.every((value) => oneOf(PIN_PACKAGING, value))) return undefined;
  return normalizePackaging(values);
}

/** The options the link chooses, or null when it chooses none. */
export function designerPreset(params: URLSearchParams): DesignerPreset | null {
  const packaging = params
    .getAll('packaging')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const parsed = {
    quantity: presetQuantity(params.get('quantity')),
    size: oneOf(PIN_SIZES, params.get('size')),
    plating: oneOf(PIN_PLATINGS, params.get('plating')),
    packaging: presetPackaging(packaging),
  };
  const preset: DesignerPreset = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
  return Object.keys(preset).length > 0 ? preset : null;
}

/** The same search without the preset's parameters, once the designer has taken them. */
export function withoutPreset(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of PRESET_PARAMS) rest.delete(name);
  return rest.toString();
}
