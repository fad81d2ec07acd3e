/**
 * The custom order's rules the designer needs in the browser, apart from the zod schemas in ./custom-orders (which
 * re-exports them): importing that module builds its schemas, and with them zod, into the /custom page (decision 021).
 */
import { PIN_PACKAGING, type PinPackaging } from '../pricing/designer';

export const MISSING_INFORMATION = 'Please upload your logo and fill in all contact details.';
export const EVENT_DATE_PAST = 'The event date cannot be in the past.';

/** just-pins is exclusive: with any other option it drops out; with nothing left it comes back. */
export function normalizePackaging(options: readonly string[]): PinPackaging[] {
  const chosen = PIN_PACKAGING.filter((option) => options.includes(option));
  const extras = chosen.filter((option) => option !== 'just-pins');
  return extras.length > 0 ? extras : ['just-pins'];
}
