/**
 * Step 4, every few minutes: asks PayPal about payments left between approval and an outcome (so "paid at PayPal
 * but no order here" cannot last), gives back expired holds of buyers who never paid, and ends orders PayPal no
 * longer lets anyone approve.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { expiredHoldPayments } from '../catalog';
import { OPEN_STATUSES, releaseHolds, voidPayment, type PaymentContext } from './payment-context';
import type { PaymentOutcome } from './payment-outcome';

/** How long after a capture a refund or reversal at PayPal is still looked for, and how often. */
const REFUND_WATCH_MS = 90 * 24 * 3_600_000;
const REFUND_CHECK_EVERY_MS = 6 * 3_600_000;

/** PayPal gives a buyer 3 hours to approve an order; after that it is dead. */
const APPROVAL_WINDOW_MS = 3 * 3_600_000;

export async function reconcilePayments(
  ctx: PaymentContext,
  syncWithPayPal: (providerOrderId: string) => Promise<PaymentOutcome>,
  options: { olderThanMs?: number } = {},
): Promise<{ released: number; synced: number }> {
  const { db } = ctx;
  const at = ctx.now();
  let released = 0;
  let synced = 0;
  const stale = await db
    .select({ id: payments.id, status: payments.status, providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...OPEN_STATUSES]),
        isNotNull(payments.providerOrderId),
        lt(payments.updatedAt, new Date(at.getTime() - (options.olderThanMs ?? 60_000))),
      ),
    )
    .limit(100);
  for (const payment of stale) {
    try {
      const result = await syncWithPayPal(payment.providerOrderId!);
      if (result.status !== payment.status.toUpperCase()) synced += 1;
    } catch (error) {
      ctx.log?.warn({ err: error, paymentId: payment.id }, 'reconcile: PayPal not reachable');
    }
  }
  // Holds of buyers still at PayPal after their 10 minutes (HOLD_MINUTES) go back on the shelf (re-taken if they pay after all).
  const expired = await expiredHoldPayments(db, at);
  if (expired.length > 0) {
    const unpaid = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.id, expired), inArray(payments.status, ['created', 'approved'])));
    for (const row of unpaid) {
      await db.transaction((tx) => releaseHolds(ctx, tx, row.id));
      released += 1;
    }
  }
  // Refunds and reversals made at PayPal whose webhook we missed: each recent capture is looked at every 6 hours.
  const captured = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'captured'),
        gt(payments.capturedAt, new Date(at.getTime() - REFUND_WATCH_MS)),
        lt(payments.updatedAt, new Date(at.getTime() - REFUND_CHECK_EVERY_MS)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(50);
  for (const payment of captured) {
    try {
      const result = await syncWithPayPal(payment.providerOrderId!);
      if (result.status === 'REFUNDED') synced += 1;
    } catch (error) {
      ctx.log?.warn({ err: error, providerOrderId: payment.providerOrderId }, 'reconcile: PayPal not reachable');
    }
  }
  const abandoned = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'created'), lt(payments.createdAt, new Date(at.getTime() - APPROVAL_WINDOW_MS))));
  for (const row of abandoned) {
    await voidPayment(ctx, row.id);
    released += 1;
  }
  return { released, synced };
}
