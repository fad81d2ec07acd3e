/**
 * Step 3: money back for a capture we cannot fulfil (stock or the code ran out while the buyer was at PayPal, a
 * balance or invoice already paid). Idempotent at PayPal by a request id of the payment; the holds go back and the
 * buyer is told, in one transaction.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { payments, type Payment } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { flagPayment, PAYMENT_MESSAGES, releaseHolds, type PaymentContext } from './payment-context';

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
