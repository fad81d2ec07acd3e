import { z } from 'zod';
import { addDays, isoDate } from '../dates';
import { orderDesignsSchema, pinDesignSchema } from '../designs';
import { DESIGNER_QUANTITY, PIN_PLATINGS } from '../pricing/designer';
import { PRODUCT_KINDS, PRODUCT_SIZES } from '../pricing/price-table';
import { shipToDtoSchema, shipToSchema } from './ship-to';
import { EVENT_DATE_PAST, MISSING_INFORMATION, normalizePackaging } from './custom-order-rules';

export { EVENT_DATE_PAST, MISSING_INFORMATION, normalizePackaging };

const dollars = z.coerce.number().min(0).max(1_000_000);

/** The order data the designer sends at submit (shopper-spec section 3). Prices are checked, never trusted. */
export const customOrderDataSchema = z.object({
  /** What is made: pins unless the designer says otherwise. */
  product: z.enum(PRODUCT_KINDS, { message: 'Choose a product' }).default('pin'),
  quantity: z.coerce
    .number()
    .int()
    .min(1, 'Quantity must be at least 1')
    .max(DESIGNER_QUANTITY.max, `Quantity must be at most ${DESIGNER_QUANTITY.max}`),
  size: z.enum(PRODUCT_SIZES, { message: 'Choose a size' }),
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
  /**
   * Several designs in one order (decision 045): each design's name and quantity, its artwork as its own file
   * (`designFileField`); their quantities add up to `quantity`. Absent: one design, the `logo`.
   */
  designs: orderDesignsSchema.optional(),
});

export type CustomOrderData = z.infer<typeof customOrderDataSchema>;

/**
 * What prepare answers: the order repriced by the server, with the stored logo, and the signed id under which the
 * server keeps it. The deposit is charged from the stored order (by that id), never from these numbers.
 */
export const preparedCustomOrderSchema = z.object({
  preparedOrderId: z.string(),
  /** Absent: pins. */
  product: z.enum(PRODUCT_KINDS).optional(),
  quantity: z.number().int(),
  size: z.enum(PRODUCT_SIZES),
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
  /** The order's designs (decision 045), each with its name, quantity and artwork; absent: one design, the logo. */
  designs: z.array(pinDesignSchema).optional(),
});

export type PreparedCustomOrder = z.infer<typeof preparedCustomOrderSchema>;
