/**
 * What a link may fill in on the quote form: `?quantity=250&size=1.5inch&notes=...` (the price calculator's
 * "Request a quote with these options"). Anything missing or unreadable is left to the form's own default.
 */
import { PREFERRED_SIZES } from '../../../core/schemas/quote-rules';

// Plain checks rather than a zod schema, so that zod loads only with the form's first check (decision 021).
export interface QuotePrefill {
  quantity?: number;
  preferredSize?: (typeof PREFERRED_SIZES)[number];
  additionalNotes?: string;
}

function prefillQuantity(value: string | null): number | undefined {
  if (value === null) return undefined;
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= 1_000_000 ? quantity : undefined;
}

export function quotePrefill(params: URLSearchParams): QuotePrefill {
  const quantity = prefillQuantity(params.get('quantity'));
  const preferredSize = PREFERRED_SIZES.find((size) => size === params.get('size'));
  const notes = params.get('notes')?.trim();
  const additionalNotes = notes && notes.length <= 5000 ? notes : undefined;
  // Only the keys that have a value, so spreading this over the defaults never blanks one.
  return {
    ...(quantity !== undefined && { quantity }),
    ...(preferredSize !== undefined && { preferredSize }),
    ...(additionalNotes !== undefined && { additionalNotes }),
  };
}
