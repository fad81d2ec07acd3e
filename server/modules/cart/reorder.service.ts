/**
 * Reorder: a past catalogue order's lines go back into the cart at today's prices and stock, through
 * the cart's own rules, and the answer says which lines could not be added in full and why.
 */
import { inArray } from 'drizzle-orm';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import { LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { centsToDollars } from '../../../core/money';
import type { RegularOrderDto } from '../../../core/schemas/orders';
import {
  reorderProblemMessage,
  type ReorderLine,
  type ReorderProblem,
  type ReorderResult,
} from '../../../core/schemas/reorder';
import type { Database } from '../../db/client';
import { products, type Product } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import type { OrderService } from '../orders';
import { toCartItemDto } from './cart.dto';
import type { CartService } from './cart.service';

const ORDER_NOT_FOUND = 'Order not found';

export interface ReorderDeps {
  db: Database;
  cart: CartService;
  orders: Pick<OrderService, 'ownRegular' | 'byStatusToken'>;
}

export interface ReorderRequest {
  sessionId: string;
  orderId: number;
  user: CurrentUser | null;
  token?: string;
}

/** The old order's quantities, one entry per product (an order never repeats one, but a merge costs nothing). */
function wantedLines(items: RegularOrderDto['items']) {
  const byProduct = new Map<number, { productId: number; name: string; orderedQuantity: number }>();
  for (const item of items) {
    const seen = byProduct.get(item.productId);
    if (seen) seen.orderedQuantity += item.quantity;
    else byProduct.set(item.productId, { productId: item.productId, name: item.name, orderedQuantity: item.quantity });
  }
  return [...byProduct.values()];
}

export function createReorderService({ db, cart, orders }: ReorderDeps) {
  /**
   * The order's items: the signed-in customer's own order (an admin's own, too: reorder is not an admin tool), or
   * the order of a status link's token. Anything else is the same "Order not found".
   */
  async function orderItems({ orderId, user, token }: ReorderRequest): Promise<RegularOrderDto['items']> {
    if (user) {
      const own = await orders.ownRegular(user, orderId);
      if (own) return own.items;
    }
    if (token) {
      const linked = await orders.byStatusToken(orderId, token);
      if (linked.type === 'regular') return linked.order.items;
    }
    if (!user && !token) throw new AppError('unauthorized', 'Please log in to continue');
    throw new AppError('not_found', ORDER_NOT_FOUND);
  }

  async function addLine(sessionId: string, product: Product, quantity: number): Promise<number> {
    try {
      await cart.add(sessionId, product.id, quantity);
      return quantity;
    } catch (error) {
      // Another tab took the room first: the cart's own check refused, so this line adds nothing.
      if (error instanceof AppError && (error.kind === 'conflict' || error.kind === 'not_found')) return 0;
      throw error;
    }
  }

  return {
    async reorder(request: ReorderRequest): Promise<ReorderResult> {
      const wanted = wantedLines(await orderItems(request));
      const ids = wanted.map((line) => line.productId);
      const rows = ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : [];
      const catalogue = new Map(rows.map((product) => [product.id, product]));
      const inCart = new Map(
        (await cart.list(request.sessionId)).map((line) => [line.productId, line.quantity] as const),
      );

      const added: ReorderLine[] = [];
      const problems: ReorderProblem[] = [];
      for (const line of wanted) {
        const product = catalogue.get(line.productId);
        if (!product || !product.isActive) {
          const result = { ...line, addedQuantity: 0, price: null };
          problems.push({ ...result, reason: 'unavailable', message: reorderProblemMessage('unavailable', result) });
          continue;
        }
        const name = product.name;
        const price = centsToDollars(product.priceCents);
        if (!isPurchasable(product)) {
          const result = { ...line, name, addedQuantity: 0, price };
          problems.push({ ...result, reason: 'out_of_stock', message: reorderProblemMessage('out_of_stock', result) });
          continue;
        }
        const max = maxPurchaseQuantity(product);
        const room = Math.max(0, max - (inCart.get(product.id) ?? 0));
        const wantedNow = Math.min(line.orderedQuantity, room);
        const addedQuantity = wantedNow > 0 ? await addLine(request.sessionId, product, wantedNow) : 0;
        const result = { ...line, name, addedQuantity, price };
        if (addedQuantity === line.orderedQuantity) {
          added.push(result);
        } else {
          const reason = product.limited && max === LIMITED_PRODUCT_MAX ? 'limit' : 'stock';
          problems.push({ ...result, reason, message: reorderProblemMessage(reason, result, max) });
        }
      }
      const lines = await cart.list(request.sessionId);
      return { added, problems, cart: lines.map(toCartItemDto) };
    },
  };
}

export type ReorderService = ReturnType<typeof createReorderService>;
