/**
 * The admin's product management (accounts-admin-spec section 2): the list with its summary cards, the
 * product form (POST /api/products, PUT /api/products/{id}), the inline stock edit (PUT /api/products/{id}/stock)
 * and the delete answer. One schema per payload, used by the form, the route and the tests.
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../constants';
import { nextCursorField, searchPageQuerySchema } from '../cursor';
import { productSchema } from './catalog';

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  nameTooLong: 'Product name must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  price: 'Price must be a dollar amount of 0 or more with at most 2 decimals',
  category: `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}`,
  stock: 'Stock must be 0 or more',
  stockWhole: 'Stock must be a whole number',
  expected: 'The stock you saw is required',
  altTooLong: 'Alt text must be at most 300 characters',
  notFound: 'Product not found',
  stockChanged: (now: number) => `Stock changed while you were editing: now ${now}`,
  noImage: 'Please choose an image to upload',
  imageType: 'Please upload a PNG, JPG or WebP image.',
  created: 'Product Created - The product has been added to the shop.',
  updated: 'Product Updated - The product has been updated successfully.',
  stockUpdated: 'Stock Updated - The stock has been updated successfully.',
  imageUpdated: 'Image Updated - The product image has been updated.',
  deleted: 'Product Deleted - The product has been deleted.',
  deactivated:
    'Product Deactivated - It was ordered before, so it was deactivated: it left the shop and its orders keep it.',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  stockFailed: 'Failed to update stock',
  imageFailed: 'Failed to upload image',
  loadFailed: 'Failed to load products',
} as const;

const stockQuantity = z.coerce
  .number({ message: PRODUCT_MESSAGES.stock })
  .int(PRODUCT_MESSAGES.stockWhole)
  .min(0, PRODUCT_MESSAGES.stock)
  .max(1_000_000, 'Stock must be at most 1000000');

/** Dollars typed by the admin: 0 (a free pin) or more, at most two decimals; the server stores cents. */
const price = z.coerce
  .number({ message: PRODUCT_MESSAGES.price })
  .min(0, PRODUCT_MESSAGES.price)
  .max(100_000, PRODUCT_MESSAGES.price)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, PRODUCT_MESSAGES.price);

/** The product form: every field the admin edits (the image goes through its own upload call). */
export const productBodySchema = z.object({
  name: z
    .string({ message: PRODUCT_MESSAGES.nameRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.nameRequired)
    .max(200, PRODUCT_MESSAGES.nameTooLong),
  description: z.string().trim().max(5000, PRODUCT_MESSAGES.descriptionTooLong).default(''),
  price,
  category: z.enum(PRODUCT_CATEGORIES, { message: PRODUCT_MESSAGES.category }),
  stockQuantity,
  isActive: z.boolean().default(true),
  imageAlt: z.string().trim().max(300, PRODUCT_MESSAGES.altTooLong).nullish(),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductBodyOut = z.output<typeof productBodySchema>;

/**
 * PUT /api/products/{id}: the same fields; the stock only with the quantity the admin saw (`expectedStock`), and it
 * is written only when the admin changed it, so a sale made while the form was open is never undone.
 */
export const productUpdateSchema = productBodySchema
  .extend({
    stockQuantity: stockQuantity.optional(),
    expectedStock: z.coerce
      .number({ message: PRODUCT_MESSAGES.expected })
      .int(PRODUCT_MESSAGES.expected)
      .min(0, PRODUCT_MESSAGES.expected)
      .optional(),
    isActive: z.boolean().optional(),
  })
  .refine((body) => body.stockQuantity === undefined || body.expectedStock !== undefined, {
    message: PRODUCT_MESSAGES.expected,
    path: ['expectedStock'],
  });
export type ProductUpdateBody = z.input<typeof productUpdateSchema>;
export type ProductUpdateBodyOut = z.output<typeof productUpdateSchema>;

/** The inline stock edit: the new quantity and the quantity the admin saw (optimistic concurrency). */
export const stockBodySchema = z.object({
  stockQuantity,
  expected: z.coerce
    .number({ message: PRODUCT_MESSAGES.expected })
    .int(PRODUCT_MESSAGES.expected)
    .min(0, PRODUCT_MESSAGES.expected),
});
export type StockBody = z.infer<typeof stockBodySchema>;

/** The image upload's text field (multipart, beside the `image` file). */
export const imageAltFieldSchema = z.object({
  imageAlt: z.string().trim().max(300, PRODUCT_MESSAGES.altTooLong).optional(),
});

/** A product as the admin sees it: inactive ones too, the alt text, and units held by open checkouts. */
export const adminProductSchema = productSchema.extend({
  /** Units held by payments not captured yet (already off stockQuantity; they come back if the buyer never pays). */
  heldUnits: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The summary cards, computed by the database over every product (inactive ones included). */
export const productSummarySchema = z.object({
  total: z.number().int(),
  inStock: z.number().int(),
  /** 1 to LOW_STOCK_THRESHOLD units; out of stock (0) is counted apart. */
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
  /** Dollars. */
  averagePrice: z.number(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /api/admin/products: newest first, a page at a time (core/cursor.ts); `q`: part of the name or category. */
export const adminProductQuerySchema = searchPageQuerySchema;
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** A page of products; the summary cards count every product whatever the page. */
export const adminProductListSchema = z.object({
  products: z.array(adminProductSchema),
  summary: productSummarySchema,
  nextCursor: nextCursorField,
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const productChangeSchema = z.object({ message: z.string(), product: adminProductSchema });

export const productDeleteSchema = z.object({
  message: z.string(),
  /** True when the product had been ordered: it left the shop but stays for its orders. */
  deactivated: z.boolean(),
});
export type ProductDeleteResult = z.infer<typeof productDeleteSchema>;
