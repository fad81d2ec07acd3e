/**
 * The owner's refunds from the admin (POST /api/admin/payments/{paymentId}/refunds): all or part of any captured
 * payment (cart, deposit, balance, invoice), in three steps so two refunds at once never add up to more than was
 * captured and a retry never refunds twice:
 * 1. under the payment's row lock, the amount is checked against captured less pending and completed refunds and
 *    the refund row is written pending with its request id (PayPal's PayPal-Request-Id); committed;
 * 2. PayPal refunds the capture with that request id;
 * 3. the row becomes completed (PayPal answered COMPLETED or PENDING: it accepted the refund) or failed (PayPal
 *    refused: nothing moves, the owner reads why). PayPal not answering leaves it pending: the same request again
 *    finishes it at PayPal, which refunds once per request id.
 * What the order shows once a payment is refunded in full: the payment `refunded`; a catalogue order `refunded`
 * (with "restock": its stock and discount code use back); a balance or an invoice due again (as a refund at PayPal
 * makes it, recordRefundAtPayPal); a deposit changes nothing by itself: cancelling is the owner's separate, explicit
 * step (cancel-custom-order.ts), which refunds the deposit with the code use back. A partial refund changes no status.
 * Audited on the order's history and e-mailed to the customer with the amount and the reason.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import { PAYMENT_PURPOSE_LABELS, type RefundBody, type RefundResult } from '../../../core/schemas/refunds';
import type { Tx } from '../../db/client';
import { customOrders, paymentRefunds, payments, type Payment, type PaymentRefund } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { PayPalError, type RefundResult as PayPalRefund } from '../../integrations/paypal/client';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { returnToShelf } from '../catalog';
import { flagPayment, type PaymentContext } from './payment-context';
import { paymentDetails } from './payment-details';
import { paymentOwner, refundTotals, viewOfPayment } from './order-payments';

export const REFUND_ERRORS = {
  notFound: 'Payment not found',
  notCaptured: 'This payment has not been captured, so there is nothing to refund',
  fullyRefunded: 'This payment has already been refunded in full',
  tooMuch: (left: number) => `The most that can still be refunded of this payment is ${formatUsd(left)}`,
  restockNeedsFull: (left: number) =>
    `Stock goes back only with a full refund: refund all that is left (${formatUsd(left)}) to put the stock back`,
  restockCatalogue: 'Only a catalogue order has stock to put back',
  requestUsed: 'This refund request was already used for another refund',
  alreadyMade: 'This refund has already been made',
  alreadyFailed: 'This refund failed. Close the dialog and start a new refund.',
  inProgress: 'This refund is already being made. Refresh in a moment to see it.',
  unavailable:
    'PayPal is not answering. The refund is waiting: press Refund again to finish it (it will not be made twice).',
} as const;

/** PayPal's refusal in the owner's words. */
function refusedBecause(error: PayPalError): string {
  if (error.issue === 'REFUND_AMOUNT_EXCEEDED') {
    return 'PayPal refused the refund: it is more than is left of the payment at PayPal (part of it may have been refunded there).';
  }
  if (error.issue === 'CAPTURE_FULLY_REFUNDED')
    return 'PayPal refused the refund: the payment is already refunded in full at PayPal.';
  return `PayPal refused the refund (${error.issue ?? error.name}). Nothing was refunded.`;
}

export interface RefundOptions {
  /** E-mail the customer (the cancellation sends its own e-mail instead). */
  notify?: boolean;
}

export function createAdminRefunds(ctx: PaymentContext) {
  const { db } = ctx;

  /** Step 1: the checks and the pending row under the payment's lock (or the pending row of this request id). */
  async function begin(paymentId: number, body: RefundBody, actor: CurrentUser) {
    return db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) throw new AppError('not_found', REFUND_ERRORS.notFound);
      const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.requestId, body.requestId));
      if (existing) {
        const same =
          existing.paymentId === paymentId &&
          (body.amountCents === undefined || body.amountCents === existing.amountCents);
        if (!same) throw new AppError('conflict', REFUND_ERRORS.requestUsed);
        if (existing.status === 'completed') throw new AppError('conflict', REFUND_ERRORS.alreadyMade);
        if (existing.status === 'failed') throw new AppError('conflict', REFUND_ERRORS.alreadyFailed);
        return { payment, refund: existing };
      }
      if (payment.status === 'refunded') throw new AppError('conflict', REFUND_ERRORS.fullyRefunded);
      if (payment.status !== 'captured' || !payment.captureId) {
        throw new AppError('conflict', REFUND_ERRORS.notCaptured);
      }
      const { completedCents, pendingCents } = await refundTotals(tx, paymentId);
      const left = payment.amountCents - completedCents - pendingCents;
      if (left <= 0) throw new AppError('conflict', REFUND_ERRORS.fullyRefunded);
      const amountCents = body.amountCents ?? left;
      if (amountCents > left) throw new AppError('unprocessable', REFUND_ERRORS.tooMuch(left));
      const restock = body.restock === true;
      if (restock && payment.purpose !== 'cart' && payment.purpose !== 'deposit') {
        throw new AppError('unprocessable', REFUND_ERRORS.restockCatalogue);
      }
      // The stock goes back with the refund that ends the payment, not beside another refund still under way.
      if (restock && (amountCents !== left || pendingCents > 0)) {
        throw new AppError('unprocessable', REFUND_ERRORS.restockNeedsFull(left));
      }
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          paymentId,
          amountCents,
          reason: body.reason,
          requestId: body.requestId,
          restock,
          actorUserId: actor.id,
        })
        .returning();
      return { payment, refund: refund! };
    });
  }

  /** What a full refund undoes, by what the payment paid for (see the file's comment). */
  async function undoFulfilment(tx: Tx, payment: Payment, refund: PaymentRefund): Promise<void> {
    const details = paymentDetails(payment);
    if (refund.restock && payment.discountCode && details.discountHeld) {
      await ctx.discounts.releaseUse(tx, payment.discountCode);
      await flagPayment(tx, payment.id, { discountHeld: false });
    }
    if (details.kind === 'cart') {
      await ctx.orders.markRefunded(tx, payment.id);
      if (refund.restock) await returnToShelf(tx, details.lines);
    } else if (details.kind === 'balance' && payment.customOrderId !== null) {
      const [order] = await tx
        .select({ status: customOrders.status })
        .from(customOrders)
        .where(eq(customOrders.id, payment.customOrderId));
      // A cancelled order stays cancelled: its balance is not due again.
      if (order && order.status !== 'cancelled')
        await ctx.customOrders.undoPayment(tx, payment.customOrderId, 'balance');
    } else if (details.kind === 'invoice' && payment.manualInvoiceId !== null) {
      await ctx.invoices.markUnpaid(tx, payment.manualInvoiceId);
    }
  }

  /** Step 3, PayPal accepted: completed once (the conditional update is the gate), with all that follows from it. */
  async function complete(
    payment: Payment,
    refund: PaymentRefund,
    answer: PayPalRefund,
    actor: CurrentUser,
    ip: string,
    options: RefundOptions,
  ) {
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(paymentRefunds)
        .set({ status: 'completed', providerRefundId: answer.id, updatedAt: ctx.now() })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
        .returning();
      if (!done) return; // finished by the other request of the same id
      const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      const { completedCents } = await refundTotals(tx, payment.id);
      const full = completedCents >= locked!.amountCents;
      if (full) {
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: ctx.now() })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'captured')));
        await flagPayment(tx, payment.id, { refunded: true, refundReason: refund.reason });
        await undoFulfilment(tx, locked!, refund);
      }
      const owner = await paymentOwner(tx, locked!);
      const amount = formatUsd(refund.amountCents);
      const what = PAYMENT_PURPOSE_LABELS[locked!.purpose].toLowerCase();
      await recordAudit(tx, {
        actor,
        action: 'payment.refund',
        entity: owner.entity,
        entityId: owner.entityId,
        details: {
          summary: `Refunded ${amount} of the ${what} of ${formatUsd(locked!.amountCents)}: ${refund.reason}${
            refund.restock ? ' (stock and discount code put back)' : ''
          }`,
          amount,
          reason: refund.reason,
        },
        before: { refunded: formatUsd(completedCents - refund.amountCents) },
        after: { refunded: formatUsd(completedCents), ...(full ? { payment: 'refunded in full' } : {}) },
        ip,
      });
      if (options.notify !== false && owner.email) {
        await enqueueEmail(tx, {
          to: owner.email,
          subject: `Refund of ${amount} for your ${owner.what}`,
          text: [
            `Hello${owner.name ? ` ${owner.name}` : ''},`,
            `We have refunded ${amount} of your payment of ${formatUsd(locked!.amountCents)} for your ${owner.what}.`,
            `Reason: ${refund.reason}`,
            'The money goes back to your PayPal account; PayPal usually shows it within a few days.',
            `Questions? Write to ${ctx.shop.supportEmail}.`,
            `-- ${ctx.shop.name}`,
          ].join('\n\n'),
          payload: { paymentId: payment.id, refundId: refund.id },
        });
      }
    });
  }

  /** Step 3, PayPal refused: the row fails, nothing else moves; audited so the order's history shows the try. */
  async function fail(payment: Payment, refund: PaymentRefund, why: string, actor: CurrentUser, ip: string) {
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(paymentRefunds)
        .set({ status: 'failed', updatedAt: ctx.now() })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
        .returning();
      if (!failed) return;
      const owner = await paymentOwner(tx, payment);
      await recordAudit(tx, {
        actor,
        action: 'payment.refund-failed',
        entity: owner.entity,
        entityId: owner.entityId,
        details: { summary: `Refund of ${formatUsd(refund.amountCents)} failed: ${why}` },
        ip,
      });
    });
  }

  return {
    async refund(
      paymentId: number,
      body: RefundBody,
      actor: CurrentUser,
      ip: string,
      options: RefundOptions = {},
    ): Promise<RefundResult> {
      const { payment, refund } = await begin(paymentId, body, actor);
      let answer: PayPalRefund;
      try {
        answer = await ctx.paypal().refundCapture(payment.captureId!, refund.requestId, refund.amountCents);
      } catch (error) {
        if (error instanceof PayPalError && error.status === 409) {
          throw new AppError('conflict', REFUND_ERRORS.inProgress);
        }
        if (error instanceof PayPalError && error.status >= 400 && error.status < 500) {
          const why = refusedBecause(error);
          await fail(payment, refund, why, actor, ip);
          throw new AppError('unprocessable', why);
        }
        ctx.log?.warn({ err: error, paymentId, refundId: refund.id }, 'refund: PayPal not answering');
        throw new AppError('unavailable', REFUND_ERRORS.unavailable);
      }
      if (answer.status === 'FAILED' || answer.status === 'CANCELLED') {
        const why = `PayPal reports the refund ${answer.status.toLowerCase()}. Nothing was refunded.`;
        await fail(payment, refund, why, actor, ip);
        throw new AppError('unprocessable', why);
      }
      await complete(payment, refund, answer, actor, ip, options);
      const [now] = await db.select().from(payments).where(eq(payments.id, paymentId));
      const view = await viewOfPayment(db, now!);
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
      return { refund: view.refunds.find((entry) => entry.id === row!.id)!, payment: view };
    },
  };
}

export type AdminRefunds = ReturnType<typeof createAdminRefunds>;
