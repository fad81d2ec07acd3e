/**
 * The quote as POST /api/quote-requests takes it (shopper-spec section 7): multipart text fields, each only
 * when it has a value, and the logo as the file part `logo` when one was chosen.
 */
import type { QuoteRequestInput } from '../../../core/schemas/quotes';

export function quoteFormData(values: QuoteRequestInput, logo: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    // The ship-to address goes as one JSON text part.
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (logo) form.append('logo', logo, logo.name);
  return form;
}

/** The quantity box: a whole number, or 1 when what was typed is not one (shopper-spec section 5). */
export function parseQuantity(raw: unknown): number {
  const parsed = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : 1;
}
