/**
 * A signed-in customer's design library: the designer's options and the artwork of an upload, kept to
 * start a new order from. Prices are never kept: the designer prices a design again whenever it is used.
 */
import { z } from 'zod';
import { nextCursorField, pageQueryFields } from '../cursor';
import { PIN_PACKAGING, PIN_PLATINGS } from '../pricing/designer';
import { PRODUCT_KINDS, PRODUCT_SIZES, productHasSize, type ProductKind } from '../pricing/price-table';
import { normalizePackaging } from './custom-orders';

export const SAVED_DESIGN_NAME_MAX = 120;
/** More than anyone keeps, few enough that a script cannot fill the table. */
export const SAVED_DESIGNS_MAX = 100;

export const SAVED_DESIGN_MESSAGES = {
  notFound: 'Design not found',
  name: 'Please give your design a name',
  tooMany: `You can keep up to ${SAVED_DESIGNS_MAX} designs. Delete one to save another.`,
  notJson: 'design must be the design as JSON',
  size: 'Choose a size this product comes in',
} as const;

export const savedDesignNameSchema = z
  .string({ message: SAVED_DESIGN_MESSAGES.name })
  .trim()
  .min(1, SAVED_DESIGN_MESSAGES.name)
  .max(SAVED_DESIGN_NAME_MAX, `The name can be at most ${SAVED_DESIGN_NAME_MAX} characters`);

/** The options as stored and answered. */
const optionsFields = {
  /** What the design is made as ("ball-marker"...); absent (a design saved before the products): pins. */
  product: z.enum(PRODUCT_KINDS).optional(),
  quantity: z.number().int().min(1).max(1_000_000),
  /** One of the product's sizes (a backing card's "2x3inch"). */
  size: z.enum(PRODUCT_SIZES),
  plating: z.enum(PIN_PLATINGS),
  packaging: z.array(z.enum(PIN_PACKAGING)).min(1),
  rushOrder: z.boolean(),
};

/** A size the product comes in (core/pricing/price-table's PRODUCT_SPECS). */
const sizeOfProduct = (options: { product?: ProductKind; size: string }) =>
  productHasSize(options.product ?? 'pin', options.size);
const SIZE_OF_PRODUCT = { message: SAVED_DESIGN_MESSAGES.size, path: ['size'] };

export const savedDesignOptionsSchema = z.object(optionsFields).refine(sizeOfProduct, SIZE_OF_PRODUCT);

export type SavedDesignOptions = z.infer<typeof savedDesignOptionsSchema>;

/** The options a request sends: packaging keeps the just-pins rule. */
const optionsInputSchema = z
  .object({ ...optionsFields, packaging: z.array(z.enum(PIN_PACKAGING)).min(1).transform(normalizePackaging) })
  .refine(sizeOfProduct, SIZE_OF_PRODUCT);

/** POST /api/saved-designs: the multipart part `design` (this, as JSON) and the artwork as the file `logo`. */
export const saveDesignBodySchema = z.object({ name: savedDesignNameSchema, options: optionsInputSchema });
export type SaveDesignBody = z.input<typeof saveDesignBodySchema>;

export const renameDesignBodySchema = z.object({ name: savedDesignNameSchema });

export const saveDesignFromOrderBodySchema = z.object({
  orderId: z.coerce
    .number({ message: 'orderId must be a number' })
    .int()
    .positive('orderId must be positive')
    .max(2_147_483_647, 'Order not found'),
  name: savedDesignNameSchema.optional(),
});

export const savedDesignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  options: savedDesignOptionsSchema,
  /** The artwork (an /uploads/ address) and the name the customer's file had. */
  logoUrl: z.string().nullable(),
  logoFileName: z.string().nullable(),
  /** The custom order the design was saved from, if any. */
  customOrderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SavedDesignDto = z.infer<typeof savedDesignSchema>;

/** GET /api/saved-designs: last changed first, a page at a time (core/cursor.ts). */
export const savedDesignQuerySchema = z.object(pageQueryFields(25));
export const savedDesignPageSchema = z.object({
  designs: z.array(savedDesignSchema),
  nextCursor: nextCursorField,
});
export type SavedDesignPage = z.infer<typeof savedDesignPageSchema>;
