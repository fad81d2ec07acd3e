import { z } from 'zod';
import { addDays, isoDate } from '../dates';
import { DESIGNER_QUANTITY, PIN_PLATINGS, PIN_SIZES } from '../pricing/designer';
import { shipToDtoSchema, shipToSchema } from './ship-to';
import { EVENT_DATE_PAST, MISSING_INFORMATION, normalizePackaging } from './custom-order-rules';

export { EVENT_DATE_PAST, MISSING_INFORMATION, normalizePackaging };

const dollars = z.coerce.number().min(0).max(1_000_000);

/** The order data the designer sends at submit (shopper-spec section 3). Prices are checked, never trusted. */
export const customOrderDataSchema = z.object({
  quantity: z.coerce
    .number()
    .int()
    .min(DESIGNER_QUANTITY.minimumValid, `Quantity must be at least ${DESIGNER_QUANTITY.minimumValid}`)
    .max(DESIGNER_QUANTITY.max, `Quantity must be at most ${DESIGNER_QUANTITY.max}`),
  size: z.enum(PIN_SIZES, { message: 'Choose a pin size' }),
  plating: z.enum(PIN_PLATINGS, { message: 'Choose a plating' }),
  packaging: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => normalizePackaging(Array.isArray(value) ? value : value.split(',').map((s) => s.trim()))),
  rushOrder: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  rushOrderFee: dollars.default(0),
  pricePerPin: dollars,
  totalPrice: dollars,
  depositAmount: dollars,
  remainingBalance: dollars,
  customerName: z.string({ message: MISSING_INFORMATION }).trim().min(1, MISSING_INFORMATION).max(200),
  customerEmail: z.string({ message: MISSING_INFORMATION }).trim().pipe(z.email(MISSING_INFORMATION)),
  customerPhone: z.string().trim().max(40, 'Phone: at most 40 characters').optional(),
  /** Where the pins go: the designer always sends it; the deposit cannot be paid without one. */
  shipTo: shipToSchema.optional(),
  promoCode: z.string().trim().max(64).default(''),
  discountAmount: dollars.default(0),
  /** The event the pins are for (optional): the order shows the last day to approve the proof (core/proof-dates). */
  eventDate: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
      // Yesterday by UTC still counts: it is today somewhere the shopper may be.
      .refine((value) => value >= addDays(isoDate(new Date()), -1), EVENT_DATE_PAST)
      .optional(),
  ),
});

export type CustomOrderData = z.infer<typeof customOrderDataSchema>;

/**
 * What prepare answers: the order repriced by the server, with the stored logo, and the signed id under which the
 * server keeps it. The deposit is charged from the stored order (by that id), never from these numbers.
 */
export const preparedCustomOrderSchema = z.object({
  preparedOrderId: z.string(),
  quantity: z.number().int(),
  size: z.enum(PIN_SIZES),
  plating: z.enum(PIN_PLATINGS),
  packaging: z.string(),
  rushOrder: z.boolean(),
  rushOrderFee: z.number(),
  pricePerPin: z.number(),
  totalPrice: z.number(),
  depositAmount: z.number(),
  remainingBalance: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().optional(),
  shipTo: shipToDtoSchema.optional(),
  promoCode: z.string(),
  discountAmount: z.number(),
  logoUrl: z.string(),
  logoFileName: z.string(),
  eventDate: z.string().optional(),
});

export type PreparedCustomOrder = z.infer<typeof preparedCustomOrderSchema>;
