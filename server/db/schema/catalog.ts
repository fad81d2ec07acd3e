import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '../../../core/constants';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { payments } from './payments';
import { uploads } from './uploads';

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
    /** The image's alt text (the admin writes it; the name stands in when empty). */
    imageAlt: text('image_alt'),
    /** The uploaded original the catalogue's responsive variants are made from (admin uploads). */
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Promo products play a video instead of the image (/videos/x.mp4). */
    videoUrl: text('video_url'),
    inStock: boolean('in_stock').notNull().default(true),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull().default('golf-pins'),
    isActive: boolean('is_active').notNull().default(true),
    /** A promo pin sold at most LIMITED_PRODUCT_MAX per customer (the free pins). */
    limited: boolean('limited').notNull().default(false),
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

/**
 * Stock held for a payment between PayPal order creation and capture: the units are already off
 * stock_quantity; a released hold put them back (server/modules/catalog/stock.ts).
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    releasedAt: timestamptz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_reservations_quantity_check', sql`${t.quantity} > 0`),
    index('stock_reservations_product_id_expires_at_idx').on(t.productId, t.expiresAt),
    index('stock_reservations_payment_id_idx').on(t.paymentId),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type StockReservation = typeof stockReservations.$inferSelect;
export type NewStockReservation = typeof stockReservations.$inferInsert;
