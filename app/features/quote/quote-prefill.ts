/**
 * What a link may fill in on the quote form: `?quantity=250&size=1.5inch&notes=...` (the price calculator's
 * "Request a quote with these options"). Anything missing or unreadable is left to the form's own default.
 */
import { z } from 'zod';
import { PREFERRED_SIZES } from '../../../core/schemas/quotes';

const prefillSchema = z.object({
  quantity: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
  preferredSize: z.enum(PREFERRED_SIZES).optional().catch(undefined),
  additionalNotes: z.string().trim().min(1).max(5000).optional().catch(undefined),
});

export type QuotePrefill = z.infer<typeof prefillSchema>;

export function quotePrefill(params: URLSearchParams): QuotePrefill {
  const read = (name: string) => params.get(name) ?? undefined;
  const { quantity, preferredSize, additionalNotes } = prefillSchema.parse({
    quantity: read('quantity'),
    preferredSize: read('size'),
    additionalNotes: read('notes'),
  });
  // Only the keys that have a value, so spreading this over the defaults never blanks one.
  return {
    ...(quantity !== undefined && { quantity }),
    ...(preferredSize !== undefined && { preferredSize }),
    ...(additionalNotes !== undefined && { additionalNotes }),
  };
}
