/**
 * Where a custom order ships: the checkout's address rules (core/addresses.ts: US or Canada, the country's states or
 * provinces, its postal-code rule) on the fields a custom order keeps, with the recipient's name and an optional
 * company. The stored shape is the parsed output (state as its code, postal code normalised).
 */
import { z } from 'zod';
import { ADDRESS_MESSAGES, COUNTRY_NAMES, normalizePostalCode, regionCode, SHIPPING_COUNTRIES } from '../addresses';
import { CHECKOUT_UNSHIPPED_COUNTRY, CUSTOMER_FIELD_MAX_LENGTH as MAX } from './payment-rules';

export const SHIP_TO_MESSAGES = {
  name: 'Enter the name of whoever receives the pins',
  address: 'Enter the street address',
  city: 'Enter the city',
  required: 'Enter the address we ship your pins to',
} as const;

const line = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const shipToSchema = z
  .object(
    {
      name: line(MAX.name, SHIP_TO_MESSAGES.name),
      company: z.string().trim().max(200, 'At most 200 characters').optional(),
      address: line(MAX.address, SHIP_TO_MESSAGES.address),
      city: line(MAX.city, SHIP_TO_MESSAGES.city),
      country: z.enum(SHIPPING_COUNTRIES, { message: CHECKOUT_UNSHIPPED_COUNTRY }).default('US'),
      state: z.string({ message: ADDRESS_MESSAGES.region.US }).trim().max(MAX.state),
      zipCode: z.string({ message: ADDRESS_MESSAGES.postalCode.US }).trim().max(MAX.zipCode),
    },
    { error: SHIP_TO_MESSAGES.required },
  )
  .transform((info, ctx) => {
    const state = regionCode(info.country, info.state);
    const zipCode = normalizePostalCode(info.country, info.zipCode);
    if (!state) ctx.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_MESSAGES.region[info.country] });
    if (!zipCode) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: ADDRESS_MESSAGES.postalCode[info.country] });
    }
    const company = info.company ? info.company : undefined;
    return { ...info, company, state: state ?? info.state, zipCode: zipCode ?? info.zipCode };
  });

export type ShipToInput = z.input<typeof shipToSchema>;
export type ShipTo = z.output<typeof shipToSchema>;

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
