/** What a payment came to, as the buyer's page reads it (and the signed status link once it is paid). */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { payments } from '../../db/schema';
import { orderStatusPath } from '../../order-links';
import { PAYMENT_MESSAGES, type PaymentContext } from './payment-context';
import { paymentDetails } from './payment-details';

export type PaymentOutcome =
  | {
      status: 'COMPLETED';
      paymentId: number;
      orderId: number | null;
      customOrderId: number | null;
      /** The order's status page (signed link), for a buyer without an account. */
      statusPath: string | null;
    }
  | { status: 'PENDING' | 'DECLINED' | 'APPROVED' | 'CREATED' | 'VOIDED'; paymentId: number; message: string }
  | { status: 'REFUNDED'; paymentId: number; message: string };

export async function paymentOutcome(ctx: PaymentContext, paymentId: number): Promise<PaymentOutcome> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
  if (payment.status === 'captured') {
    const orderId = await ctx.orders.idForPayment(payment.id);
    const statusPath =
      orderId !== null
        ? orderStatusPath(ctx.linkSecret, 'regular', orderId)
        : payment.customOrderId !== null
          ? orderStatusPath(ctx.linkSecret, 'custom', payment.customOrderId)
          : null;
    return { status: 'COMPLETED', paymentId, orderId, customOrderId: payment.customOrderId, statusPath };
  }
  if (payment.status === 'refunded') {
    return { status: 'REFUNDED', paymentId, message: PAYMENT_MESSAGES.refundedAtPayPal };
  }
  if (paymentDetails(payment).refunded === true) {
    return { status: 'REFUNDED', paymentId, message: PAYMENT_MESSAGES.refunded };
  }
  if (payment.status === 'pending') return { status: 'PENDING', paymentId, message: PAYMENT_MESSAGES.pending };
  if (payment.status === 'declined') return { status: 'DECLINED', paymentId, message: PAYMENT_MESSAGES.declined };
  if (payment.status === 'voided') return { status: 'VOIDED', paymentId, message: 'Payment cancelled' };
  return { status: 'CREATED', paymentId, message: PAYMENT_MESSAGES.notApproved };
}
