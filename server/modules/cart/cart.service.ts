import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import { LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import type { Database, Tx } from '../../db/client';
import { cartItems, products } from '../../db/schema';

export const CART_ERRORS = {
  productNotFound: 'Product not found',
  itemNotFound: 'Cart item not found',
  outOfStock: 'This product is out of stock',
  limit: (max: number) => `Limit of ${max} per customer for this promotional pin`,
  stock: (available: number) => `Only ${available} left in stock`,
} as const;

/** The message for asking more than a product allows (a limited pin's cap, or the stock). */
function overLimitMessage(product: { limited: boolean }, max: number, alreadyInCart = 0): string {
  const base = product.limited && max === LIMITED_PRODUCT_MAX ? CART_ERRORS.limit(max) : CART_ERRORS.stock(max);
  return alreadyInCart > 0 ? `${base} (you already have ${alreadyInCart} in your cart)` : base;
}

/** The product fields a cart line shows, and the purchase limit's inputs (maxPurchaseQuantity). */
const lineProduct = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  inStock: products.inStock,
  stockQuantity: products.stockQuantity,
  limited: products.limited,
};

export function createCartService(db: Database) {
  // The add's two statements, prepared once (Drizzle's prepare: on PostgreSQL a named statement, parsed and planned
  // once per pooled connection instead of on every add).
  const activeProduct = db
    .select(lineProduct)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.isActive, true)))
    .limit(1)
    .prepare('cart_add_product');
  // Raises the line only while the sum stays within the limit: two quick adds (in this process or another) cannot
  // pass it together. No row back: the guard refused.
  const saveLine = db
    .insert(cartItems)
    .values({
      sessionId: sql.placeholder('sessionId'),
      productId: sql.placeholder('productId'),
      quantity: sql.placeholder('quantity'),
    })
    .onConflictDoUpdate({
      target: [cartItems.sessionId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${sql.placeholder('max')}`,
    })
    .returning({ id: cartItems.id, quantity: cartItems.quantity, createdAt: cartItems.createdAt })
    .prepare('cart_add_line');

  /**
   * The active product and the most a cart may hold of it: the one reading of the purchase limit (core/catalog's
   * maxPurchaseQuantity) for adds and changes alike. 404 unknown or inactive, 409 out of stock.
   */
  async function purchasableProduct(productId: number) {
    const [product] = await activeProduct.execute({ productId });
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
        product: lineProduct,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.sessionId, sessionId), itemId === undefined ? undefined : eq(cartItems.id, itemId)))
      .orderBy(asc(cartItems.id));
  }

  return {
    list,

    /**
     * Adds to the session's line for the product (or creates it): the product and its limit, then one upsert that
     * only raises the quantity while the sum stays within that limit, so two quick adds (in this process or another)
     * cannot pass it together. A product deleted between the two is covered by decision 024 (its line never shows).
     */
    async add(sessionId: string, productId: number, quantity: number) {
      const { product, max } = await purchasableProduct(productId);
      if (quantity > max) throw new AppError('conflict', overLimitMessage(product, max));
      const [saved] = await saveLine.execute({ sessionId, productId, quantity, max });
      if (saved) return { ...saved, productId, product };
      // The guard refused: with what the cart already holds, it would pass the limit.
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
