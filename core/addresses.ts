/**
 * Where the shop ships: the United States and Canada. Each country's states or provinces (two-letter codes, as
 * PayPal's admin_area_1 wants them) and its postal code rule: a US ZIP code is 12345 or 12345-6789; a Canadian postal
 * code is A1A 1A1 (no D, F, I, O, Q or U; no W or Z first), kept upper case with one space.
 */

export const SHIPPING_COUNTRIES = ['US', 'CA'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export const COUNTRY_NAMES: Record<ShippingCountry, string> = { US: 'United States', CA: 'Canada' };

export interface Region {
  code: string;
  name: string;
}

const US_STATES: readonly Region[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'],
].map(([code, name]) => ({ code: code!, name: name! }));

const CA_PROVINCES: readonly Region[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const REGIONS: Record<ShippingCountry, readonly Region[]> = { US: US_STATES, CA: CA_PROVINCES };

/** What the form calls the region and the postal code in each country. */
export const ADDRESS_LABELS: Record<ShippingCountry, { region: string; postalCode: string; postalExample: string }> = {
  US: { region: 'State', postalCode: 'ZIP code', postalExample: '12345 or 12345-6789' },
  CA: { region: 'Province', postalCode: 'Postal code', postalExample: 'A1A 1A1' },
};

export const ADDRESS_MESSAGES = {
  region: { US: 'Choose a US state', CA: 'Choose a Canadian province or territory' },
  postalCode: {
    US: 'Enter a ZIP code like 12345 or 12345-6789',
    CA: 'Enter a postal code like A1A 1A1',
  },
} as const satisfies Record<string, Record<ShippingCountry, string>>;

/** The region's two-letter code from its code or its name (any case), or null when it is not of that country. */
export function regionCode(country: ShippingCountry, text: string): string | null {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const found = REGIONS[country].find((r) => r.code.toLowerCase() === wanted || r.name.toLowerCase() === wanted);
  return found?.code ?? null;
}

const CANADIAN_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** The postal code as stored and sent to PayPal ("12345-6789", "K1A 0B1"), or null when it is not valid there. */
export function normalizePostalCode(country: ShippingCountry, text: string): string | null {
  const trimmed = text.trim();
  if (country === 'US') return /^\d{5}(-\d{4})?$/.test(trimmed) ? trimmed : null;
  const compact = trimmed.toUpperCase().replace(/[\s-]/g, '');
  return CANADIAN_POSTAL.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}
