/**
 * At most one open payment per thing paid for, and bounded holds per buyer address.
 *
 * - The open key ('cart:<session>', 'deposit:<prepared id>', ...) is locked for the transaction (an advisory lock,
 *   so two instances on one PostgreSQL agree); a repeat of the same request gets the same payment, and so the same
 *   PayPal order (its create request id is reused); a changed request ends the old payment first. A partial
 *   unique index on open_key backs this up.
 * - Units held by open payments of one address are capped, so one client cannot take a product off the shelf.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError, tooManyRequests } from '../../../core/errors';
import { queryRows, type Tx } from '../../db/client';
import { payments, type Payment } from '../../db/schema';
import { HOLD_MINUTES, OPEN_STATUSES, releaseHolds, type PaymentContext } from './payment-context';

/** Enough for a wholesale order of one design; not enough to empty the shelf of a popular pin. */
export const MAX_HELD_UNITS_PER_ADDRESS = 250;

export const HOARDING_MESSAGE =
  'You already have pins on hold in other open checkouts. Please finish or cancel one before starting another.';

export const UNDER_REVIEW_MESSAGE =
  'Your payment for this order is being reviewed by PayPal. We will confirm your order by e-mail as soon as it clears.';

/** Serialises everything about one key for the rest of the transaction (all instances, one PostgreSQL). */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The open payment for this key if the request is the same one again (reuse it), after ending one that no longer
 * matches (the cart changed): its holds go back before the new payment takes its own.
 */
export async function reusableOpenPayment(
  ctx: PaymentContext,
  tx: Tx,
  key: string,
  same: (existing: Payment) => boolean,
): Promise<Payment | null> {
  await lockKey(tx, key);
  const [open] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.openKey, key), inArray(payments.status, [...OPEN_STATUSES])));
  if (!open) return null;
  // Paid, but PayPal is still reviewing it: paying again could charge twice.
  if (open.status === 'pending') throw new AppError('conflict', UNDER_REVIEW_MESSAGE);
  // The same request again (a double click, a retry, a second tab): the same payment and PayPal order.
  if (same(open)) return open;
  await releaseHolds(ctx, tx, open.id);
  await tx.update(payments).set({ status: 'voided', updatedAt: ctx.now() }).where(eq(payments.id, open.id));
  return null;
}

/** Refuses a hold that would take this address past the cap of units held by its open payments. */
export async function checkAddressHolds(tx: Tx, clientIp: string | null, units: number, at: Date): Promise<void> {
  if (!clientIp) return;
  await lockKey(tx, `holds:${clientIp}`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(sum(r.quantity), 0)::int as n
      from stock_reservations r join payments p on p.id = r.payment_id
      where p.client_ip = ${clientIp} and p.status in ('created', 'approved', 'pending')
        and r.released_at is null and r.expires_at > ${at}`,
  );
  if ((row?.n ?? 0) + units > MAX_HELD_UNITS_PER_ADDRESS)
    throw tooManyRequests(HOARDING_MESSAGE, HOLD_MINUTES * 60_000);
}

/** Units of a limited pin this e-mail is paying for right now (open payments count toward the limit). */
export async function unitsBeingPaid(tx: Tx, email: string, productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(sum((line->>'quantity')::int), 0)::int as n
      from ${payments}, jsonb_array_elements(${payments.details}->'lines') as line
      where ${payments.purpose} = 'cart' and ${payments.status} in ('created', 'approved', 'pending')
        and lower(${payments.payerEmail}) = lower(${email}) and (line->>'productId')::int = ${productId}`,
  );
  return row?.n ?? 0;
}

/** Units of one product a visitor's unpaid payment may hold (a signed-in buyer may hold more). */
export const MAX_VISITOR_HELD_UNITS = 100;

export function visitorHoldMessage(max: number, name: string): string {
  return `Without an account, up to ${max} of ${name} can be ordered at once. Please sign in or create an account to order more.`;
}
