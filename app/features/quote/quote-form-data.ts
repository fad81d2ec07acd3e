/**
 * The quote as POST /api/quote-requests takes it (shopper-spec section 7): multipart text fields, each only
 * when it has a value, and the logo as the file part `logo` when one was chosen; with several designs (decision 045)
 * `designs` as JSON text and design n's file as `logo` (n = 1), `logo2`...
 */
import { designFileField } from '../../../core/design-rules';
import type { QuoteRequestInput } from '../../../core/schemas/quotes';

/** `files`: the one logo, or each design's file in the designs' order. */
export function quoteFormData(values: QuoteRequestInput, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    // The ship-to address and the designs go as one JSON text part each.
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  files.forEach((file, index) => form.append(designFileField(index + 1), file, file.name));
  return form;
}

/** The quantity box: a whole number, or 1 when what was typed is not one (shopper-spec section 5). */
export function parseQuantity(raw: unknown): number {
  const parsed = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : 1;
}
