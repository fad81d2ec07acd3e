/**
 * Options a link may choose in the designer: `/custom?quantity=250&size=1.5inch&plating=gold&packaging=backing-cards`
 * (the price calculator's "Design it now"). The quantity snaps to the slider (50-1000, step 25), packaging keeps the
 * just-pins rule (comma-joined or repeated), and anything missing or unreadable leaves the draft's choice alone.
 */
import { z } from 'zod';
import { PIN_PACKAGING, PIN_PLATINGS, PIN_SIZES } from '../../../core/pricing/designer';
import { normalizePackaging } from '../../../core/schemas/custom-orders';
import { snapQuantity, type DesignerPreset } from './designer-state';

export const PRESET_PARAMS = ['quantity', 'size', 'plating', 'packaging'] as const;

const presetSchema = z.object({
  quantity: z.coerce.number().int().positive().transform(snapQuantity).optional().catch(undefined),
  size: z.enum(PIN_SIZES).optional().catch(undefined),
  plating: z.enum(PIN_PLATINGS).optional().catch(undefined),
  packaging: z.array(z.enum(PIN_PACKAGING)).min(1).transform(normalizePackaging).optional().catch(undefined),
});

/** The options the link chooses, or null when it chooses none. */
export function designerPreset(params: URLSearchParams): DesignerPreset | null {
  const packaging = params
    .getAll('packaging')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const parsed = presetSchema.parse({
    quantity: params.get('quantity') ?? undefined,
    size: params.get('size') ?? undefined,
    plating: params.get('plating') ?? undefined,
    packaging: packaging.length > 0 ? packaging : undefined,
  });
  const preset: DesignerPreset = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
  return Object.keys(preset).length > 0 ? preset : null;
}

/** The same search without the preset's parameters, once the designer has taken them. */
export function withoutPreset(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of PRESET_PARAMS) rest.delete(name);
  return rest.toString();
}
