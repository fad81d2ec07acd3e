/**
 * Step 3: money back for a capture we cannot fulfil (stock or the code ran out while the buyer was at PayPal, a
 * balance or invoice already paid). Idempotent at PayPal by a request id of the payment; the holds go back and the
 * buyer is told, in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import { formatUsd } from '../../../core/money';
import { AppError } from '../../../core/errors';
import type { Tx } from '../../db/client';
import { payments, type Payment } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { PayPalOrder } from '../../integrations/paypal/client';
import { returnToShelf } from '../catalog';
import { flagPayment, PAYMENT_MESSAGES, releaseHolds, type PaymentContext } from './payment-context';
import { paymentDetails } from './payment-details';
import { refundTotals } from './order-payments';

export async function refundPayment(
  ctx: PaymentContext,
  payment: Payment,
  captureId: string,
  reason: string,
): Promise<void> {
  try {
    await ctx.paypal().refundCapture(captureId, `pinshop-refund-${payment.id}`);
  } catch (error) {
    ctx.log?.error({ err: error, paymentId: payment.id }, 'refund failed: needs a person');
    throw new AppError('unavailable', PAYMENT_MESSAGES.unavailable);
  }
  await ctx.db.transaction(async (tx) => {
    await releaseHolds(ctx, tx, payment.id);
    await tx
      .update(payments)
      .set({ status: 'voided', captureId, updatedAt: ctx.now() })
      .where(eq(payments.id, payment.id));
    await flagPayment(tx, payment.id, { refunded: true, refundReason: reason });
    if (payment.payerEmail) {
      await enqueueEmail(tx, {
        to: payment.payerEmail,
        subject: 'Your payment has been refunded',
        text: `${PAYMENT_MESSAGES.refunded}\n\nReason: ${reason}\n\n-- ${ctx.shop.name} · ${ctx.shop.supportEmail}`,
        payload: { paymentId: payment.id },
      });
    }
  });
}

/**
 * Cents of a payment the shop refunded itself from the admin, completed or still under way, read under the
 * payment's row lock (admin-refunds.ts writes its pending row under the same lock before it asks PayPal): PayPal's
 * webhook about such a refund can arrive before the shop has recorded PayPal's answer.
 */
async function refundedByTheShop(tx: Tx, paymentId: number): Promise<number> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update');
  const { completedCents, pendingCents } = await refundTotals(tx, paymentId);
  return completedCents + pendingCents;
}

/** What PayPal shows refunded (completed or pending) of one capture, from the order's refunds. */
export function refundedAtPayPalCents(order: PayPalOrder, captureId: string): number {
  return (order.purchase_units ?? [])
    .flatMap((unit) => unit.payments?.refunds ?? [])
    .filter((refund) => refund.status === 'COMPLETED' || refund.status === 'PENDING')
    .filter((refund) => refund.links?.some((link) => link.rel === 'up' && link.href.endsWith(`/${captureId}`)))
    .reduce((total, refund) => total + Math.round(Number(refund.amount?.value ?? 0) * 100), 0);
}

/**
 * PayPal shows part of a capture refunded: nothing to do when the shop's own refunds account for it (the webhook of
 * a partial refund from the admin); otherwise someone refunded part of it at PayPal, which a person must look at.
 */
export async function notePartialRefundAtPayPal(ctx: PaymentContext, payment: Payment, atPayPalCents: number) {
  const ours = await ctx.db.transaction((tx) => refundedByTheShop(tx, payment.id));
  if (ours > 0 && ours >= atPayPalCents) return;
  ctx.log?.error({ paymentId: payment.id }, 'partial refund at PayPal: a person must look');
  await flagPayment(ctx.db, payment.id, { needsReview: true });
}

/**
 * A capture we fulfilled was refunded (from PayPal's dashboard) or reversed (a chargeback) at PayPal: recorded once,
 * whether the webhook or the reconciler sees it first. The order shows it, stock and the discount use come back,
 * a balance or an invoice is due again, and the buyer is told.
 */
export async function recordRefundAtPayPal(ctx: PaymentContext, payment: Payment, how: 'refunded' | 'reversed') {
  await ctx.db.transaction(async (tx) => {
    if (how === 'refunded' && (await refundedByTheShop(tx, payment.id)) >= payment.amountCents) {
      return; // the owner's own refund from the admin (admin-refunds.ts), recorded there
    }
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: ctx.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'captured')))
      .returning();
    if (!claimed) return; // recorded already
    const details = paymentDetails(claimed);
    await flagPayment(tx, payment.id, { refunded: true, refundReason: `${how} at PayPal`, discountHeld: false });
    if (claimed.discountCode && details.discountHeld) await ctx.discounts.releaseUse(tx, claimed.discountCode);
    let orderId: number | null = null;
    if (details.kind === 'cart') {
      orderId = (await ctx.orders.markRefunded(tx, claimed.id))?.id ?? null;
      await returnToShelf(tx, details.lines);
    } else if ((details.kind === 'deposit' || details.kind === 'balance') && claimed.customOrderId !== null) {
      await ctx.customOrders.undoPayment(tx, claimed.customOrderId, details.kind);
    } else if (details.kind === 'invoice' && claimed.manualInvoiceId !== null) {
      await ctx.invoices.markUnpaid(tx, claimed.manualInvoiceId);
    }
    await ctx.notices.refundAtPayPal(tx, {
      how,
      amountCents: claimed.amountCents,
      paidFor: details.kind,
      orderId,
      customOrderId: claimed.customOrderId,
      invoiceId: claimed.manualInvoiceId,
      payerEmail: claimed.payerEmail,
    });
    if (claimed.payerEmail) {
      await enqueueEmail(tx, {
        to: claimed.payerEmail,
        subject: how === 'refunded' ? 'Your payment has been refunded' : 'Your payment was reversed',
        text: `Your payment of ${formatUsd(claimed.amountCents)} was ${how} at PayPal, so the order it paid for ${
          details.kind === 'balance' || details.kind === 'invoice' ? 'is due again' : 'has been cancelled'
        }.\n\nQuestions? Write to ${ctx.shop.supportEmail}.\n\n-- ${ctx.shop.name}`,
        payload: { paymentId: claimed.id, refundedAtPayPal: true },
      });
    }
  });
}
