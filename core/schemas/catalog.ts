import { z } from 'zod';
import { CATALOG_GROUPS } from '../catalog';
import { PRODUCT_CATEGORIES } from '../constants';

/** A product as the API speaks it (price in dollars, the spec's field names). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  /** The image's alt text; the page uses the name when there is none. */
  imageAlt: z.string().nullable(),
  videoUrl: z.string().nullable(),
  inStock: z.boolean(),
  stockQuantity: z.number().int(),
  category: z.enum(PRODUCT_CATEGORIES),
  group: z.enum(CATALOG_GROUPS as [string, ...string[]]),
  isActive: z.boolean(),
  /** At most LIMITED_PRODUCT_MAX per customer (the free promo pins). */
  limited: z.boolean(),
  ageGroup: z.string(),
  gender: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ProductDto = z.infer<typeof productSchema>;
