import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    /** The anonymous cart's session id (X-Session-Id); not a foreign key: a cart exists before any login. */
    sessionId: text('session_id').notNull(),
    /**
     * Not a foreign key: its FOR KEY SHARE lock on the product row was taken by every add, all on one row for a
     * popular pin. A product's delete still removes its lines (migration 0016's trigger), and every read joins the
     * product, so a line whose product is gone never shows (docs/decisions/024-cart-lines-without-foreign-key.md).
     */
    productId: integer('product_id').notNull(),
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
