/**
 * What a NET 30 order checks and reads: the cart's products still orderable (before its transaction); inside it the
 * per-customer lock, the cart as the transaction sees it, the limited pins already taken by an e-mail, and the
 * PO/reference the customer gave.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import { AppError } from '../../../core/errors';
import { queryRows, type Database, type Tx } from '../../db/client';
import { auditLog, cartItems, orders, payments, products } from '../../db/schema';

/** Serialises everything about one key for the rest of the transaction (all instances, one PostgreSQL). */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The cart lines' products, each refused (409) when gone, out of stock or asked for beyond what may be ordered. */
export async function orderableProducts(
  db: Database,
  lines: ReadonlyArray<{ productId: number; quantity: number; product: { name: string } }>,
) {
  if (lines.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  for (const line of lines) {
    const product = rows.find((row) => row.id === line.productId);
    if (!product || !product.isActive) {
      throw new AppError('conflict', `${line.product.name} is no longer available: please remove it from your cart`);
    }
    if (!isPurchasable(product)) {
      throw new AppError('conflict', `${line.product.name} is out of stock: please remove it from your cart`);
    }
    const max = maxPurchaseQuantity(product);
    if (line.quantity > max) throw new AppError('conflict', `Only ${max} of ${product.name} can be ordered`);
  }
  return rows;
}

/** The cart's lines as this transaction sees them (productId, quantity, the catalogue price), in cart order. */
export async function cartLinesIn(tx: Tx, sessionId: string) {
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, priceCents: products.priceCents })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(cartItems.id);
}

/**
 * Units of a limited product this e-mail has taken: in orders still standing (an order awaiting its invoice
 * counts) and in card checkouts still open (the payments module's rows, read for the check), as a card checkout
 * counts them.
 */
export async function limitedUnitsTaken(tx: Tx, email: string, productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select (
        (select coalesce(sum((item->>'quantity')::int), 0)
          from ${orders}, jsonb_array_elements(${orders.items}) as item
          where lower(${orders.customerEmail}) = lower(${email}) and (item->>'productId')::int = ${productId}
            and ${orders.status} not in ('cancelled', 'refunded'))
        +
        (select coalesce(sum((line->>'quantity')::int), 0)
          from ${payments}, jsonb_array_elements(${payments.details}->'lines') as line
          where ${payments.purpose} = 'cart' and ${payments.status} in ('created', 'approved', 'pending')
            and lower(${payments.payerEmail}) = lower(${email}) and (line->>'productId')::int = ${productId})
      )::int as n`,
  );
  return row?.n ?? 0;
}

/**
 * The PO number or note the customer gave at checkout. The orders table has no column for it, so it is kept in
 * the order's history (the request's audit row, which the admin's order view shows) and read back from there.
 */
export async function requestedReference(tx: Tx, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'orders'),
        eq(auditLog.entityId, String(orderId)),
        eq(auditLog.action, 'order.invoice_requested'),
      ),
    )
    .limit(1);
  const reference = row?.details.reference;
  return typeof reference === 'string' && reference ? reference : null;
}
