/**
 * The quote form's rules that the page needs before any check, apart from the zod schemas in ./quotes (which
 * re-exports them): importing that module builds its schemas, and with them zod, into the /quote page (decision 021).
 */
export const QUOTE_MIN_LEAD_DAYS = 21;
export const QUOTE_DEFAULT_QUANTITY = 25;
export const PREFERRED_SIZES = ['1inch', '1.5inch', 'other'] as const;
