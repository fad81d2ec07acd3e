import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, products } from '../../db/schema';

export function createCartService(db: Database) {
  return {
    /** The cart of one anonymous session, with the product fields the drawer shows. */
    list(sessionId: string) {
      return db
        .select({
          id: cartItems.id,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          createdAt: cartItems.createdAt,
          product: {
            id: products.id,
            name: products.name,
            priceCents: products.priceCents,
            imageUrl: products.imageUrl,
            inStock: products.inStock,
            stockQuantity: products.stockQuantity,
          },
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.sessionId, sessionId))
        .orderBy(asc(cartItems.id));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
export type CartLine = Awaited<ReturnType<CartService['list']>>[number];
