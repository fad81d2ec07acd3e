/**
 * The rules of a custom order's ship-to address, without zod (pages that check it as it is typed need not load
 * zod): the checkout's rules (core/addresses.ts: US or Canada, the country's states or provinces, its postal code)
 * with the recipient's name and an optional company. core/schemas/ship-to.ts applies the same check to requests.
 */
import {
  ADDRESS_MESSAGES,
  COUNTRY_NAMES,
  normalizePostalCode,
  regionCode,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
} from './addresses';
import { CHECKOUT_UNSHIPPED_COUNTRY, CUSTOMER_FIELD_MAX_LENGTH as MAX } from './schemas/payment-rules';

export const SHIP_TO_MESSAGES = {
  name: 'Enter the name of whoever receives the pins',
  address: 'Enter the street address',
  city: 'Enter the city',
  required: 'Enter the address we ship your pins to',
  tooLong: 'This is too long',
} as const;

export const SHIP_TO_FIELDS = ['name', 'company', 'address', 'city', 'country', 'state', 'zipCode'] as const;
export type ShipToField = (typeof SHIP_TO_FIELDS)[number];

/** As typed: every field a string. */
export interface ShipToInput {
  name: string;
  company?: string;
  address: string;
  city: string;
  country: string;
  state: string;
  zipCode: string;
}

/** As kept: trimmed, the region as its code, the postal code normalised, the country one we ship to. */
export interface ShipTo {
  name: string;
  company?: string;
  address: string;
  city: string;
  country: ShippingCountry;
  state: string;
  zipCode: string;
}

export const EMPTY_SHIP_TO: ShipToInput = {
  name: '',
  company: '',
  address: '',
  city: '',
  country: 'US',
  state: '',
  zipCode: '',
};

const LIMITS: Record<ShipToField, number> = { ...MAX, company: 200, country: 2 };

/** The address as kept, or the message beside each field that is wrong. */
export function checkShipTo(
  input: ShipToInput,
): { ok: true; shipTo: ShipTo } | { ok: false; problems: Partial<Record<ShipToField, string>> } {
  const problems: Partial<Record<ShipToField, string>> = {};
  const text = (field: ShipToField) => (input[field] ?? '').trim();
  for (const field of SHIP_TO_FIELDS)
    if (text(field).length > LIMITS[field]) problems[field] = SHIP_TO_MESSAGES.tooLong;
  if (!text('name')) problems.name = SHIP_TO_MESSAGES.name;
  if (!text('address')) problems.address = SHIP_TO_MESSAGES.address;
  if (!text('city')) problems.city = SHIP_TO_MESSAGES.city;
  const country = (SHIPPING_COUNTRIES as readonly string[]).includes(text('country'))
    ? (text('country') as ShippingCountry)
    : null;
  if (!country) {
    problems.country = CHECKOUT_UNSHIPPED_COUNTRY;
    return { ok: false, problems };
  }
  const state = regionCode(country, text('state'));
  const zipCode = normalizePostalCode(country, text('zipCode'));
  if (!state) problems.state ??= ADDRESS_MESSAGES.region[country];
  if (!zipCode) problems.zipCode ??= ADDRESS_MESSAGES.postalCode[country];
  if (Object.keys(problems).length > 0 || !state || !zipCode) return { ok: false, problems };
  const company = text('company');
  return {
    ok: true,
    shipTo: {
      name: text('name'),
      ...(company ? { company } : {}),
      address: text('address'),
      city: text('city'),
      country,
      state,
      zipCode,
    },
  };
}

/** The address as lines for a label, a packing slip or an e-mail (the country named when it is Canada). */
export function shipToLines(to: ShipTo): string[] {
  return [
    to.name,
    ...(to.company ? [to.company] : []),
    to.address,
    `${to.city}, ${to.state} ${to.zipCode}`,
    ...(to.country === 'CA' ? [COUNTRY_NAMES.CA] : []),
  ];
}

/** A kept address back into the form's fields (to correct it). */
export function shipToInput(to: ShipTo | null | undefined): ShipToInput {
  return to ? { ...EMPTY_SHIP_TO, ...to, company: to.company ?? '' } : { ...EMPTY_SHIP_TO };
}
