/**
 * Corrections after the fact: the customer's ship-to address (until the order ships) and the owner's edit of an
 * order's contact, phone, ship-to and internal note (both kinds; audited).
 */
import { z } from 'zod';
import { shipToSchema } from './ship-to';

export const ORDER_DETAILS_MESSAGES = {
  nothingToChange: 'Change at least one detail of the order',
  shipped: 'Your pins have shipped, so the address can no longer be changed. Write to us if something is wrong.',
  shipToOnCatalogue: 'A catalogue order keeps its address as one line: send shippingAddress',
  addressOnCustom: 'A custom order keeps its address by field: send shipTo',
  saved: 'Your ship-to address is saved.',
} as const;

/** PUT /api/custom-orders/{id}/ship-to: the order's owner (signed in) or the holder of its status link. */
export const customerShipToBodySchema = z.object({
  /** The status link's token, for a customer who is not signed in. */
  token: z.string().max(128).optional(),
  shipTo: shipToSchema,
});

/** '' (a cleared field) is kept as no value. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .transform((value) => (value ? value : null))
    .nullable()
    .optional();

/** PATCH /api/admin/orders/{kind}/{id}: only the fields sent change. */
export const adminOrderDetailsBodySchema = z
  .object({
    customerName: z.string().trim().min(1, 'Enter the customer’s name').max(200).optional(),
    customerEmail: z.string().trim().pipe(z.email('Enter a valid e-mail address')).optional(),
    customerPhone: optionalText(40, 'Phone'),
    /** A custom order's address. */
    shipTo: shipToSchema.optional(),
    /** A catalogue order's address, one line as the checkout wrote it. */
    shippingAddress: z.string().trim().min(1, 'Enter the shipping address').max(500).optional(),
    internalNote: optionalText(5_000, 'Internal note'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: ORDER_DETAILS_MESSAGES.nothingToChange,
  });

export type AdminOrderDetailsBody = z.output<typeof adminOrderDetailsBodySchema>;
