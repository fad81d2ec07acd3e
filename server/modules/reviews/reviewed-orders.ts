/**
 * The orders reviews are about, a read model (docs/architecture.md: reads across modules): a catalogue order's
 * products or a custom order as a whole, the buyer, and whether it has arrived (delivered, or shipped 14 days ago).
 * Nothing here writes an order.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { orderNumber } from '../../../core/order-numbers';
import type { Executor } from '../../db/client';
import { customOrders, orders, reviewRequests, suppressions, type ReviewOrderKind } from '../../db/schema';

const DAY_MS = 86_400_000;
/** A shipped order with no delivery scan counts as arrived this long after it shipped. */
export const ARRIVED_AFTER_SHIPPING_DAYS = 14;
/** Orders that arrived longer ago than this are not asked (e.g. the history there was before reviews). */
const ASK_WITHIN_DAYS = 30;

export interface ReviewedOrder {
  kind: ReviewOrderKind;
  id: number;
  email: string;
  customerName: string;
  reference: string;
  /** The catalogue order's products (each reviewed on its own); a custom order's one line has no product. */
  items: { productId: number | null; name: string }[];
  arrived: boolean;
}

interface OrderRow {
  id: number;
  customerEmail: string;
  customerName: string;
  status: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

const ARRIVED_STATUSES = ['shipped', 'delivered'] as const;

function hasArrived(row: OrderRow, at: Date): boolean {
  if (!(ARRIVED_STATUSES as readonly string[]).includes(row.status)) return false;
  if (row.status === 'delivered' || row.deliveredAt) return true;
  return row.shippedAt !== null && row.shippedAt.getTime() <= at.getTime() - ARRIVED_AFTER_SHIPPING_DAYS * DAY_MS;
}

function regularOrder(row: OrderRow & { items: { productId: number; name: string }[] }, at: Date): ReviewedOrder {
  const seen = new Set<number>();
  const items = row.items.filter((item) => !seen.has(item.productId) && seen.add(item.productId));
  return {
    kind: 'regular',
    id: row.id,
    email: row.customerEmail,
    customerName: row.customerName,
    reference: orderNumber('catalogue', row.id),
    items: items.map((item) => ({ productId: item.productId, name: item.name })),
    arrived: hasArrived(row, at),
  };
}

function customOrder(row: OrderRow & { quantity: number }, at: Date): ReviewedOrder {
  const reference = orderNumber('custom', row.id);
  return {
    kind: 'custom',
    id: row.id,
    email: row.customerEmail,
    customerName: row.customerName,
    reference,
    items: [{ productId: null, name: `Your ${row.quantity} custom pins (order ${reference})` }],
    arrived: hasArrived(row, at),
  };
}

const regularColumns = {
  id: orders.id,
  customerEmail: orders.customerEmail,
  customerName: orders.customerName,
  status: orders.status,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  items: orders.items,
};
const customColumns = {
  id: customOrders.id,
  customerEmail: customOrders.customerEmail,
  customerName: customOrders.customerName,
  status: customOrders.status,
  shippedAt: customOrders.shippedAt,
  deliveredAt: customOrders.deliveredAt,
  quantity: customOrders.quantity,
};

/** One order by its kind and id (not archived), or null. */
export async function findReviewedOrder(
  db: Executor,
  kind: ReviewOrderKind,
  id: number,
  at: Date,
): Promise<ReviewedOrder | null> {
  if (kind === 'regular') {
    const [row] = await db
      .select(regularColumns)
      .from(orders)
      .where(and(eq(orders.id, id), isNull(orders.archivedAt)));
    return row ? regularOrder(row, at) : null;
  }
  const [row] = await db
    .select(customColumns)
    .from(customOrders)
    .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt)));
  return row ? customOrder(row, at) : null;
}

/**
 * The orders that arrived lately and whose buyer was not asked yet: delivered in the last 30 days, or shipped
 * 14 to 44 days ago with no delivery recorded, the buyer's address not on the suppression list. At most `limit` of
 * each kind, oldest first.
 */
export async function ordersToAsk(db: Executor, at: Date, limit: number): Promise<ReviewedOrder[]> {
  const since = new Date(at.getTime() - ASK_WITHIN_DAYS * DAY_MS);
  const shippedBy = new Date(at.getTime() - ARRIVED_AFTER_SHIPPING_DAYS * DAY_MS);
  const shippedSince = new Date(shippedBy.getTime() - ASK_WITHIN_DAYS * DAY_MS);
  const window = <T extends typeof orders | typeof customOrders>(table: T) =>
    and(
      isNull(table.archivedAt),
      inArray(table.status, [...ARRIVED_STATUSES]),
      or(
        and(isNotNull(table.deliveredAt), gte(table.deliveredAt, since)),
        and(isNull(table.deliveredAt), lte(table.shippedAt, shippedBy), gte(table.shippedAt, shippedSince)),
      ),
    );
  const notAsked = (kind: ReviewOrderKind, idColumn: typeof orders.id | typeof customOrders.id) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(reviewRequests)
        .where(and(eq(reviewRequests.orderKind, kind), eq(reviewRequests.orderId, idColumn))),
    );
  // A review request asks something of the buyer: an address on the suppression list (unsubscribed, bounced,
  // excluded by the owner) is never asked.
  const notSuppressed = (email: typeof orders.customerEmail | typeof customOrders.customerEmail) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(suppressions)
        .where(sql`lower(${suppressions.email}) = lower(${email})`),
    );
  const regular = await db
    .select(regularColumns)
    .from(orders)
    .where(and(window(orders), notAsked('regular', orders.id), notSuppressed(orders.customerEmail)))
    .orderBy(orders.id)
    .limit(limit);
  const custom = await db
    .select(customColumns)
    .from(customOrders)
    .where(and(window(customOrders), notAsked('custom', customOrders.id), notSuppressed(customOrders.customerEmail)))
    .orderBy(customOrders.id)
    .limit(limit);
  return [...regular.map((row) => regularOrder(row, at)), ...custom.map((row) => customOrder(row, at))].filter(
    (order) => order.arrived,
  );
}
