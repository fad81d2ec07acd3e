/**
 * Step 2: record what PayPal says about one of our orders, exactly once, whoever sees it first: the buyer's page
 * (capture), the webhook or the reconciler. A COMPLETED capture of our amount, currency and custom_id fulfils the
 * payment in one transaction whose conditional status update is the exactly-once gate.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { centsToDecimalString } from '../../../core/money';
import type { Tx } from '../../db/client';
import { payments, type Payment } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { completedCaptureFor, type PayPalOrder } from '../../integrations/paypal/client';
import { orderStatusPath } from '../../order-links';
import {
  confirmHolds,
  flagPayment,
  OPEN_STATUSES,
  paymentByProviderOrder,
  paypalFailure,
  voidPayment,
  type PaymentContext,
} from './payment-context';
import { paymentDetails, type PaymentDetails } from './payment-details';
import { paymentOutcome, type PaymentOutcome } from './payment-outcome';
import { balanceReceiptEmail, depositReceiptEmail, invoiceReceiptEmail, orderConfirmationEmail } from './receipts';
import {
  notePartialRefundAtPayPal,
  recordRefundAtPayPal,
  refundedAtPayPalCents,
  refundPayment,
} from './refund-payment';

export function createSettlement(ctx: PaymentContext) {
  const { db } = ctx;

  async function fulfil(tx: Tx, payment: Payment, details: PaymentDetails): Promise<void> {
    // Every receipt e-mail carries the payment's receipt as a PDF, made from the rows when it is sent.
    const receipt = [{ kind: 'receipt-pdf' as const, id: payment.id }];
    // The owner's notice of the payment: who paid, how much (the captured amount), test mode or not.
    const paidBy = (customerName: string) => ({
      customerName,
      amountCents: payment.amountCents,
      testMode: payment.testMode,
    });
    switch (details.kind) {
      case 'cart': {
        await confirmHolds(ctx, tx, payment, details.lines);
        const created = await ctx.orders.createFromPayment(tx, {
          id: details.orderId,
          userId: details.userId,
          customer: details.customer,
          items: details.lines.map((line) => ({
            productId: line.productId,
            name: line.name,
            quantity: line.quantity,
            priceCents: line.tierUnitPriceCents,
            listPriceCents: line.unitPriceCents,
          })),
          subtotalCents: details.subtotalCents,
          shippingCents: details.shippingCents,
          totalAmountCents: payment.amountCents,
          discountCode: payment.discountCode,
          discountAmountCents: details.discountCents,
          tax: details.tax,
          paymentId: payment.id,
          providerOrderId: payment.providerOrderId,
          testMode: payment.testMode,
        });
        if (payment.sessionId) {
          await ctx.cart.removeBought(
            tx,
            payment.sessionId,
            details.lines.map((line) => line.productId),
          );
        }
        const { order, accessToken } = created;
        // The signed order page: a guest has no account, and /track-order is for signed-in customers only.
        const link = `${ctx.publicUrl}/orders/${order.id}?token=${accessToken}`;
        const email = orderConfirmationEmail(ctx.shop, order, details, link);
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...email,
          payload: { orderId: order.id },
          attachments: receipt,
        });
        await ctx.notices.notify(tx, 'catalogue_order_paid', { orderId: order.id, ...paidBy(order.customerName) });
        return;
      }
      case 'deposit': {
        await confirmHolds(ctx, tx, payment, []);
        const { order, accessToken } = await ctx.customOrders.createFromDeposit(tx, {
          id: details.customOrderId,
          order: { id: details.preparedOrderId, ...details.order },
          userId: details.userId,
          depositPaymentId: payment.providerOrderId,
          discountCode: payment.discountCode,
          testMode: payment.testMode,
        });
        await tx.update(payments).set({ customOrderId: order.id }).where(eq(payments.id, payment.id));
        const email = depositReceiptEmail(ctx.shop, order, `${ctx.publicUrl}/orders/${order.id}?token=${accessToken}`);
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...email,
          payload: { customOrderId: order.id },
          attachments: receipt,
        });
        await ctx.notices.notify(tx, 'deposit_paid', {
          customOrderId: order.id,
          totalCents: order.totalPriceCents,
          ...paidBy(order.customerName),
        });
        return;
      }
      case 'balance': {
        const order = await ctx.customOrders.markBalancePaid(tx, details.customOrderId, payment.providerOrderId);
        const link = `${ctx.publicUrl}${orderStatusPath(ctx.linkSecret, 'custom', order.id)}`;
        const email = balanceReceiptEmail(ctx.shop, order, link);
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...email,
          payload: { customOrderId: order.id, balance: true },
          attachments: receipt,
        });
        await ctx.notices.notify(tx, 'balance_paid', { customOrderId: order.id, ...paidBy(order.customerName) });
        return;
      }
      case 'invoice': {
        const invoice = await ctx.invoices.markPaid(tx, payment.manualInvoiceId!);
        const email = invoiceReceiptEmail(ctx.shop, invoice, payment.testMode);
        await enqueueEmail(tx, {
          to: invoice.customerEmail,
          ...email,
          payload: { invoiceId: invoice.id },
          attachments: receipt,
        });
        await ctx.notices.notify(tx, 'invoice_paid', {
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          ...paidBy(invoice.customerName),
        });
        return;
      }
    }
  }

  /** Fulfils a payment whose COMPLETED capture we have seen. Exactly once: the status update is the gate. */
  async function recordCapture(payment: Payment, captureId: string): Promise<PaymentOutcome> {
    const at = ctx.now();
    try {
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(payments)
          .set({ status: 'captured', captureId, capturedAt: at, updatedAt: at })
          .where(and(eq(payments.id, payment.id), sql`${payments.status} <> 'captured'`))
          .returning();
        if (!claimed) return; // recorded already (a retry, the webhook, or the reconciler got here first)
        await fulfil(tx, claimed, paymentDetails(claimed));
      });
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
      // Stock or the discount ran out while the buyer was at PayPal (their hold had expired): refund, tell them.
      await refundPayment(ctx, payment, captureId, error.message);
    }
    return paymentOutcome(ctx, payment.id);
  }

  /** Reads what PayPal says about the payment's order and records it (capture, pending, declined). */
  async function settle(payment: Payment, order: PayPalOrder): Promise<PaymentOutcome> {
    const capture = completedCaptureFor(order, {
      value: centsToDecimalString(payment.amountCents),
      currency: payment.currency,
      customId: String(payment.id),
    });
    if (capture) return recordCapture(payment, capture.id);
    const anyCapture = order.purchase_units?.flatMap((unit) => unit.payments?.captures ?? [])[0];
    if (anyCapture?.status === 'PENDING') {
      await db
        .update(payments)
        .set({ status: 'pending', captureId: anyCapture.id, updatedAt: ctx.now() })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_STATUSES])));
    } else if (anyCapture && ['DECLINED', 'FAILED'].includes(anyCapture.status)) {
      await voidPayment(ctx, payment.id, 'declined');
    } else if (anyCapture?.status === 'COMPLETED') {
      // Completed, but not for our amount, currency or payment: never fulfilled; a person must look.
      ctx.log?.error({ paymentId: payment.id, captureId: anyCapture.id }, 'capture does not match the payment');
      await db.transaction(async (tx) => {
        await tx.update(payments).set({ status: 'failed', updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
        await flagPayment(tx, payment.id, { needsReview: true });
      });
    } else if (order.status === 'APPROVED' && payment.status === 'created') {
      await db.update(payments).set({ status: 'approved', updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
    }
    return paymentOutcome(ctx, payment.id);
  }

  /** Our capture, as PayPal shows it now: refunded or reversed outside the shop means the money went back. */
  async function checkForRefund(payment: Payment, order: PayPalOrder): Promise<void> {
    const capture = order.purchase_units
      ?.flatMap((unit) => unit.payments?.captures ?? [])
      .find((entry) => entry.id === payment.captureId);
    if (capture?.status === 'REFUNDED' || capture?.status === 'REVERSED') {
      await recordRefundAtPayPal(ctx, payment, capture.status === 'REVERSED' ? 'reversed' : 'refunded');
    } else if (capture?.status === 'PARTIALLY_REFUNDED') {
      await notePartialRefundAtPayPal(ctx, payment, refundedAtPayPalCents(order, capture.id));
    }
    await db.update(payments).set({ updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
  }

  const settled = (payment: Payment) => payment.status === 'captured' || paymentDetails(payment).refunded === true;

  return {
    /** The buyer's page: captures at PayPal (idempotent by our stored request id) and records the result once. */
    async capture(providerOrderId: string): Promise<PaymentOutcome> {
      const payment = await paymentByProviderOrder(db, providerOrderId);
      if (settled(payment)) return paymentOutcome(ctx, payment.id);
      let order: PayPalOrder;
      try {
        order = await ctx.paypal().captureOrder(providerOrderId, payment.captureRequestId);
      } catch (error) {
        throw paypalFailure(ctx, error);
      }
      return settle(payment, order);
    },

    /**
     * A webhook or the reconciler: ask PayPal for the truth about one of our orders, then record it (a capture, or
     * a refund or reversal made at PayPal after we fulfilled it).
     */
    async syncWithPayPal(providerOrderId: string): Promise<PaymentOutcome> {
      const payment = await paymentByProviderOrder(db, providerOrderId);
      if (payment.status === 'captured') {
        await checkForRefund(payment, await ctx.paypal().getOrder(providerOrderId));
        return paymentOutcome(ctx, payment.id);
      }
      if (settled(payment)) return paymentOutcome(ctx, payment.id);
      const order = await ctx.paypal().getOrder(providerOrderId);
      if (order.status === 'VOIDED') {
        await voidPayment(ctx, payment.id);
        return paymentOutcome(ctx, payment.id);
      }
      return settle(payment, order);
    },
  };
}
