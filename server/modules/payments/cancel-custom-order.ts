/**
 * The owner cancels a custom order (POST /api/admin/custom-orders/{id}/cancel), with "Refund the deposit" or
 * without: the custom-orders module refuses what cannot be cancelled before any money moves, the deposit's refund
 * (what is left of it, the discount code use back) goes through the admin refund service, then the custom-orders
 * module cancels the order and tells the customer why and what was refunded. The payments module never writes
 * custom_orders itself.
 * The deposit's refund has a request id of the order (`pinshop-cancel-<order>-<n>`): a cancellation retried after
 * PayPal did not answer finishes that same refund, and one retried after the refund went through does not refund
 * again.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { CancelCustomOrderBody, CancelledCustomOrder } from '../../../core/schemas/refunds';
import { paymentRefunds, payments } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import type { AdminRefunds } from './admin-refunds';
import type { PaymentContext } from './payment-context';

export const NO_DEPOSIT_TO_REFUND =
  'This order has no paid deposit left to refund. Untick "Refund the deposit" to cancel it without a refund.';

export function createCustomOrderCancellation(ctx: PaymentContext, refunds: AdminRefunds) {
  const { db } = ctx;

  /** Refunds what is left of the order's captured deposit; the cents refunded by this cancellation. */
  async function refundDeposit(id: number, reason: string, actor: CurrentUser, ip: string): Promise<number> {
    const [deposit] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.customOrderId, id), eq(payments.purpose, 'deposit'), eq(payments.status, 'captured')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!deposit) throw new AppError('conflict', NO_DEPOSIT_TO_REFUND);
    const prefix = `pinshop-cancel-${id}-`;
    const earlier = await db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, deposit.id), like(paymentRefunds.requestId, `${prefix}%`)));
    const done = earlier.find((refund) => refund.status === 'completed');
    if (done) return done.amountCents;
    const waiting = earlier.find((refund) => refund.status === 'pending');
    const result = await refunds.refund(
      deposit.id,
      {
        ...(waiting ? { amountCents: waiting.amountCents } : {}),
        reason: `Order cancelled: ${reason}`,
        restock: true,
        requestId: waiting?.requestId ?? `${prefix}${earlier.length + 1}`,
      },
      actor,
      ip,
      { notify: false },
    );
    return result.refund.amountCents;
  }

  return async function cancelCustomOrder(
    id: number,
    body: CancelCustomOrderBody,
    actor: CurrentUser,
    ip: string,
  ): Promise<CancelledCustomOrder> {
    const { cancellation } = ctx.customOrders;
    await cancellation.checkCancellable(id);
    const refundedCents = body.refundDeposit ? await refundDeposit(id, body.reason, actor, ip) : 0;
    await db.transaction((tx) => cancellation.markCancelled(tx, id, { reason: body.reason, refundedCents }, actor, ip));
    return { id, status: 'cancelled', refundedCents };
  };
}
