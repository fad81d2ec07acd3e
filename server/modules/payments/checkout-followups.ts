/**
 * What the follow-ups (modules/followups) and the tournament calendar (modules/tournaments) read of the payments: the
 * checkouts left at PayPal (a cart payment made and not captured, with the buyer's e-mail), whether one was paid
 * since, and the paid orders of some addresses (a cart or a custom order's deposit captured).
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { paymentDetails, type CartLineSnapshot } from './payment-details';

/** A cart payment in these states was not paid: its buyer left the checkout (or PayPal refused it). */
const NOT_PAID = ['created', 'declined', 'failed', 'voided'] as const;
/** A cart payment in these states is paid, or being paid. */
const PAID = ['approved', 'pending', 'captured', 'refunded'] as const;

export interface LeftCheckout {
  paymentId: number;
  sessionId: string;
  email: string;
  customerName: string;
  lines: CartLineSnapshot[];
  createdAt: Date;
}

/** The latest checkout left of each cart session, made between `from` and `to`, with the buyer's e-mail. */
export async function leftCheckouts(db: Executor, from: Date, to: Date): Promise<LeftCheckout[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'cart'),
        inArray(payments.status, [...NOT_PAID]),
        isNotNull(payments.payerEmail),
        isNotNull(payments.sessionId),
        gte(payments.createdAt, from),
        lte(payments.createdAt, to),
      ),
    )
    .orderBy(desc(payments.id));
  const seen = new Set<string>();
  const left: LeftCheckout[] = [];
  for (const row of rows) {
    if (seen.has(row.sessionId!)) continue;
    seen.add(row.sessionId!);
    const details = paymentDetails(row);
    if (details.kind !== 'cart') continue;
    left.push({
      paymentId: row.id,
      sessionId: row.sessionId!,
      email: row.payerEmail!,
      customerName: details.customer.name,
      lines: details.lines,
      createdAt: row.createdAt,
    });
  }
  return left;
}

/**
 * Whether a checkout left was paid since (or is being paid), read in the reminder's transaction: the session's (and
 * the address's) cart payments made since are held, so a capture being written is waited for and then seen.
 */
export async function leftCheckoutPaid(tx: Tx, left: LeftCheckout): Promise<boolean> {
  const later = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'cart'),
        or(eq(payments.sessionId, left.sessionId), sql`lower(${payments.payerEmail}) = lower(${left.email})`),
        gte(payments.id, left.paymentId),
      ),
    )
    .for('share');
  return later.some((row) => (PAID as readonly string[]).includes(row.status));
}

/** Whether the session's cart was paid (or is being paid) from the checkout `paymentId` on: its e-mailed link is spent. */
export async function cartPaidSince(db: Executor, sessionId: string, paymentId: number): Promise<boolean> {
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'cart'),
        eq(payments.sessionId, sessionId),
        inArray(payments.status, [...PAID]),
        gte(payments.id, paymentId),
      ),
    )
    .limit(1);
  return paid !== undefined;
}

/** What a checkout's one reminder counts from: the session's last paid checkout before it ('none'). */
export async function leftCheckoutSince(db: Executor, left: LeftCheckout): Promise<string> {
  const [before] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'cart'),
        eq(payments.sessionId, left.sessionId),
        inArray(payments.status, [...PAID]),
        lt(payments.id, left.paymentId),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return before ? `payment:${before.id}` : 'none';
}

/** The paid orders (a cart or a deposit captured) of these addresses captured from `since` on, oldest first. */
export async function paidOrdersOf(
  db: Executor,
  emails: string[],
  since: Date,
): Promise<Array<{ email: string; capturedAt: Date }>> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: payments.payerEmail, capturedAt: payments.capturedAt })
    .from(payments)
    .where(
      and(
        inArray(payments.purpose, ['cart', 'deposit']),
        inArray(payments.status, ['captured', 'refunded']),
        inArray(sql`lower(${payments.payerEmail})`, [...new Set(emails.map((email) => email.toLowerCase()))]),
        gte(payments.capturedAt, since),
      ),
    )
    .orderBy(payments.capturedAt);
  return rows.map((row) => ({ email: row.email!.toLowerCase(), capturedAt: row.capturedAt! }));
}
