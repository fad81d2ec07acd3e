import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './columns';

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

export type CartItem = typeof cartItems.$inferSelect;
export type NewCartItem = typeof cartItems.$inferInsert;
