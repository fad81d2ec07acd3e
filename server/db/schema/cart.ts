import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { payments } from './payments';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    /** The anonymous cart's session id (X-Session-Id); not a foreign key: a cart exists before any login. */
    sessionId: text('session_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One line per product in a cart; its leading column also serves every lookup by session_id.
    uniqueIndex('cart_items_session_id_product_id_key').on(t.sessionId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Stock held for a payment between PayPal order creation and capture. Available stock is
 * stock_quantity minus the unreleased, unexpired reservations of other payments.
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

export type CartItem = typeof cartItems.$inferSelect;
export type NewCartItem = typeof cartItems.$inferInsert;
export type StockReservation = typeof stockReservations.$inferSelect;
export type NewStockReservation = typeof stockReservations.$inferInsert;
