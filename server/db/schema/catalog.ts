import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '../../../core/constants';
import { createdAt, id, oneOf, updatedAt } from './columns';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 0 means a free promo pin. */
    priceCents: integer('price_cents').notNull(),
    /** Relative (/images/products/x.svg) or absolute URL. */
    imageUrl: text('image_url'),
    /** Promo products play a video instead of the image (/videos/x.mp4). */
    videoUrl: text('video_url'),
    inStock: boolean('in_stock').notNull().default(true),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull().default('golf-pins'),
    isActive: boolean('is_active').notNull().default(true),
    ageGroup: text('age_group').notNull().default('adult'),
    gender: text('gender').notNull().default('unisex'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_cents_check', sql`${t.priceCents} >= 0`),
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    check('products_category_check', oneOf(t.category, PRODUCT_CATEGORIES)),
    index('products_is_active_idx').on(t.isActive),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
