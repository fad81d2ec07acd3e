/**
 * A ship-to address in a request: any object of strings, checked by core/ship-to-check.ts (the checkout's rules);
 * each wrong field answers its own message, and what is kept is the checked address.
 */
import { z } from 'zod';
import { SHIPPING_COUNTRIES } from '../addresses';
import { checkShipTo, SHIP_TO_MESSAGES, type ShipTo, type ShipToInput } from '../ship-to-check';

export { shipToLines, SHIP_TO_MESSAGES, type ShipTo, type ShipToInput } from '../ship-to-check';

const part = z.string().max(400).optional();

export const shipToSchema = z
  .object(
    { name: part, company: part, address: part, city: part, country: part, state: part, zipCode: part },
    { error: SHIP_TO_MESSAGES.required },
  )
  .transform((value, ctx): ShipTo => {
    const input: ShipToInput = {
      name: value.name ?? '',
      company: value.company ?? '',
      address: value.address ?? '',
      city: value.city ?? '',
      country: value.country ?? 'US',
      state: value.state ?? '',
      zipCode: value.zipCode ?? '',
    };
    const checked = checkShipTo(input);
    if (checked.ok) return checked.shipTo;
    for (const [path, message] of Object.entries(checked.problems))
      ctx.addIssue({ code: 'custom', path: [path], message });
    return z.NEVER;
  });

/** A kept address as an answer carries it. */
export const shipToDtoSchema = z.object({
  name: z.string(),
  company: z.string().optional(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.enum(SHIPPING_COUNTRIES),
});
