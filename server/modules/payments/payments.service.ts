/**
 * Money in, exactly once. The payment steps (create, settle, refund, reconcile) composed into the service the
 * routes call. The server prices every payment and records it only once PayPal shows a COMPLETED capture of our
 * amount, currency and custom_id, whichever of the browser, the webhook or the reconciler sees it first.
 */
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { AppError } from '../../../core/errors';
import type { AdminOrderKind } from '../../../core/schemas/admin';
import { SHIP_TO_MESSAGES } from '../../../core/ship-to-check';
import type { DepositTaxQuoteBody, TaxQuoteInput } from '../../../core/schemas/tax-quote';
import { createAdminRefunds } from './admin-refunds';
import { createCustomOrderCancellation } from './cancel-custom-order';
import { createPaymentCreator } from './create-payment';
import { priceCart, taxQuote } from './cart-pricing';
import { depositTaxQuote, priceDeposit } from './deposit-pricing';
import { customerPayments, type CustomerPayment } from './customer-payments';
import { orderPayments } from './order-payments';
import { createOrderReceipts } from './order-receipts';
import {
  paymentByProviderOrder,
  PAYMENT_MESSAGES,
  voidPayment,
  type PaymentContext,
  type PaymentServiceDeps,
} from './payment-context';
import { paymentOutcome, type PaymentOutcome } from './payment-outcome';
import { reconcilePayments } from './reconcile-payments';
import { createSettlement } from './settle-payment';

export { PAYMENT_MESSAGES, type PaymentServiceDeps } from './payment-context';
export type { CreatedPayment, PaymentRequester } from './create-payment';
export type { PaymentOutcome } from './payment-outcome';

export function createPaymentService(deps: PaymentServiceDeps) {
  const ctx: PaymentContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const { db } = ctx;
  const settlement = createSettlement(ctx);
  const adminRefunds = createAdminRefunds(ctx);

  return {
    /** A payment for what the body names (cart, deposit, balance, invoice), at the server's amount. */
    create: createPaymentCreator(ctx),
    /** The checkout's quote: the cart's total to a ship-to, its sales tax included, as the payment will charge it. */
    async taxQuote(sessionId: string, userId: number | null, body: TaxQuoteInput) {
      const lines = await ctx.cart.list(sessionId);
      if (lines.length === 0) throw new AppError('conflict', PAYMENT_MESSAGES.emptyCart);
      const shipTo = { country: body.country, state: body.state };
      return taxQuote(await priceCart(ctx, lines, { discountCode: body.discountCode, shipTo, userId }));
    },
    /** A custom order's deposit and balance with their sales tax, to the ship-to on the page. */
    async depositTaxQuote(userId: number | null, body: DepositTaxQuoteBody) {
      const prepared = await ctx.customOrders.preparedOrder(body.preparedOrderId);
      const shipTo = body.shipTo ?? prepared.shipTo;
      if (!shipTo) throw new AppError('bad_request', SHIP_TO_MESSAGES.required);
      return depositTaxQuote(await priceDeposit(ctx, prepared, { shipTo, payInFull: !!body.payInFull, userId }));
    },
    capture: settlement.capture,
    syncWithPayPal: settlement.syncWithPayPal,

    /** The PayPal order of one of our captures (a refund event names only its capture), or null when not ours. */
    async providerOrderOfCapture(captureId: string): Promise<string | null> {
      const [row] = await db
        .select({ providerOrderId: payments.providerOrderId })
        .from(payments)
        .where(eq(payments.captureId, captureId));
      return row?.providerOrderId ?? null;
    },

    /**
     * The buyer cancelled at PayPal: give the stock and the discount use back now instead of when the hold runs out. A cart
     * payment can only be cancelled from its own cart session. If PayPal captures it after all, the capture takes
     * the holds again (or refunds).
     */
    async cancel(providerOrderId: string, sessionId: string | undefined): Promise<PaymentOutcome> {
      const payment = await paymentByProviderOrder(db, providerOrderId);
      if (payment.purpose === 'cart' && payment.sessionId !== sessionId) {
        throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      }
      if (payment.status === 'captured') throw new AppError('conflict', 'This payment has already been completed');
      await voidPayment(ctx, payment.id);
      return { status: 'VOIDED', paymentId: payment.id, message: 'Payment cancelled' };
    },

    async outcome(providerOrderId: string): Promise<PaymentOutcome> {
      return paymentOutcome(ctx, (await paymentByProviderOrder(db, providerOrderId)).id);
    },

    /** The balance page's confirmation: captures if the browser has not yet, and checks the payment is this order's. */
    async completeBalance(token: string, providerOrderId: string): Promise<PaymentOutcome> {
      const order = await ctx.customOrders.byBalanceToken(token);
      const payment = await paymentByProviderOrder(db, providerOrderId);
      if (payment.purpose !== 'balance' || payment.customOrderId !== order.id) {
        throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      }
      return settlement.capture(providerOrderId);
    },

    /** The regular order recorded for a captured cart payment of this session (the cart empties). */
    async orderForCartPayment(providerOrderId: string, sessionId: string): Promise<number> {
      const payment = await paymentByProviderOrder(db, providerOrderId);
      if (payment.purpose !== 'cart' || payment.sessionId !== sessionId) {
        throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      }
      const orderId = payment.status === 'captured' ? await ctx.orders.idForPayment(payment.id) : null;
      if (orderId === null) throw new AppError('conflict', 'This payment has not been completed');
      await ctx.cart.clear(sessionId);
      return orderId;
    },

    /** The custom order recorded for a captured deposit. */
    async customOrderForDeposit(providerOrderId: string): Promise<number> {
      const payment = await paymentByProviderOrder(db, providerOrderId);
      if (payment.purpose !== 'deposit') throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
      if (payment.status !== 'captured' || payment.customOrderId === null) {
        throw new AppError('conflict', 'The deposit has not been paid');
      }
      return payment.customOrderId;
    },

    /** Receipts as PDF: an order's by its status link, an invoice's by its pay link, any payment's for the admin. */
    receipts: createOrderReceipts(ctx),

    /** What one customer paid in a period (a statement), from `from` up to `to`. */
    customerPayments: (email: string, period: { from: Date; to: Date }): Promise<CustomerPayment[]> =>
      customerPayments(db, email, period, ctx.testMode),

    reconcile: (options?: { olderThanMs?: number }) => reconcilePayments(ctx, settlement.syncWithPayPal, options),

    /** The admin's refunds (admin-refunds.ts), an order's money view and a custom order's cancellation. */
    refunds: {
      refund: adminRefunds.refund,
      orderPayments: (kind: AdminOrderKind, id: number) => orderPayments(db, kind, id),
      cancelCustomOrder: createCustomOrderCancellation(ctx, adminRefunds),
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
