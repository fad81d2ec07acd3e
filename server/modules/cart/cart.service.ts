import { and, asc, eq, inArray } from 'drizzle-orm';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import { LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import type { Database, Tx } from '../../db/client';
import { cartItems, products, type Product } from '../../db/schema';
import { createAddBatcher } from './add-batcher';

export const CART_ERRORS = {
  productNotFound: 'Product not found',
  itemNotFound: 'Cart item not found',
  outOfStock: 'This product is out of stock',
  limit: (max: number) => `Limit of ${max} per customer for this promotional pin`,
  stock: (available: number) => `Only ${available} left in stock`,
} as const;

/** The message for asking more than a product allows (a limited pin's cap, or the stock). */
function overLimitMessage(product: Pick<Product, 'limited'>, max: number, alreadyInCart = 0): string {
  const base = product.limited && max === LIMITED_PRODUCT_MAX ? CART_ERRORS.limit(max) : CART_ERRORS.stock(max);
  return alreadyInCart > 0 ? `${base} (you already have ${alreadyInCart} in your cart)` : base;
}

export function createCartService(db: Database) {
  const adds = createAddBatcher(db, LIMITED_PRODUCT_MAX);

  async function purchasableProduct(productId: number): Promise<{ product: Product; max: number }> {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true)))
      .limit(1);
    const product = rows[0];
    if (!product) throw new AppError('not_found', CART_ERRORS.productNotFound);
    if (!isPurchasable(product)) throw new AppError('conflict', CART_ERRORS.outOfStock);
    return { product, max: maxPurchaseQuantity(product) };
  }

  async function line(sessionId: string, itemId: number) {
    const rows = await list(sessionId, itemId);
    const found = rows[0];
    if (!found) throw new AppError('not_found', CART_ERRORS.itemNotFound);
    return found;
  }

  /** The cart of one anonymous session (or one line of it), with the product fields the drawer shows. */
  function list(sessionId: string, itemId?: number) {
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
          limited: products.limited,
        },
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.sessionId, sessionId), itemId === undefined ? undefined : eq(cartItems.id, itemId)))
      .orderBy(asc(cartItems.id));
  }

  return {
    list,

    /**
     * Adds to the session's line for the product (or creates it). The upsert only raises the quantity while the
     * sum stays within the limit, so two quick adds cannot pass the cap together. One statement in the common case,
     * shared with the adds made at the same time (add-batcher.ts).
     */
    async add(sessionId: string, productId: number, quantity: number) {
      const row = await adds.add(sessionId, productId, quantity);
      if (!row) throw new AppError('not_found', CART_ERRORS.productNotFound);
      const product = {
        id: productId,
        name: row.name,
        priceCents: row.price_cents,
        imageUrl: row.image_url,
        inStock: row.in_stock,
        stockQuantity: row.stock_quantity,
        limited: row.limited,
      };
      if (row.item_id !== null && row.quantity !== null && row.created_ms !== null) {
        const createdAt = new Date(row.created_ms);
        return { id: row.item_id, productId, quantity: row.quantity, createdAt, product };
      }
      // Refused: out of stock, more than the limit, or (the upsert's guard) more than the limit with the cart's own.
      if (!isPurchasable(product)) throw new AppError('conflict', CART_ERRORS.outOfStock);
      const max = maxPurchaseQuantity(product);
      if (quantity > max) throw new AppError('conflict', overLimitMessage(product, max));
      const current = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.sessionId, sessionId), eq(cartItems.productId, productId)));
      throw new AppError('conflict', overLimitMessage(product, max, current[0]?.quantity ?? 0));
    },

    async setQuantity(sessionId: string, itemId: number, quantity: number) {
      const existing = await line(sessionId, itemId);
      const { product, max } = await purchasableProduct(existing.productId);
      if (quantity > max) throw new AppError('conflict', overLimitMessage(product, max));
      await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)));
      return line(sessionId, itemId);
    },

    /** Removes a line of this session only; another session's line is "not found", never touched. */
    async remove(sessionId: string, itemId: number): Promise<void> {
      const deleted = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)))
        .returning({ id: cartItems.id });
      if (deleted.length === 0) throw new AppError('not_found', CART_ERRORS.itemNotFound);
    },

    async clear(sessionId: string): Promise<number> {
      const deleted = await db
        .delete(cartItems)
        .where(eq(cartItems.sessionId, sessionId))
        .returning({ id: cartItems.id });
      return deleted.length;
    },

    /** The lines a paid order bought leave the cart, in the payment's transaction (lines added since stay). */
    async removeBought(tx: Tx, sessionId: string, productIds: number[]): Promise<void> {
      if (productIds.length === 0) return;
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.sessionId, sessionId), inArray(cartItems.productId, productIds)));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
export type CartLine = Awaited<ReturnType<CartService['list']>>[number];
