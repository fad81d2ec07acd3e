/**
 * What every payment step shares: its collaborators, the messages buyers read, and the payment row's own reads
 * and writes (the payments table is this module's; stock, codes and orders go through their modules).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import type { MailingShop } from '../../config';
import type { Database, Tx } from '../../db/client';
import { payments, type Payment } from '../../db/schema';
import { PayPalError, type PayPalClient } from '../../integrations/paypal/client';
import type { CartService } from '../cart';
import { confirmStock, releaseStock, type HeldLine } from '../catalog';
import type { CustomOrderService } from '../custom-orders';
import type { DiscountService } from '../discounts';
import type { InvoiceService } from '../invoices';
import type { OwnerNotices } from '../notifications';
import type { OrderService } from '../orders';
import type { TaxFor } from '../tax';
import { paymentDetails, type NewPaymentDetails } from './payment-details';

export const PAYMENT_MESSAGES = {
  amountMismatch: (expected: number) =>
    `The amount does not match your order total of ${formatUsd(expected)}. Please refresh the page and try again.`,
  emptyCart: 'Your cart is empty',
  unavailable: 'PayPal is not responding right now. You have not been charged twice; please try again in a moment.',
  notApproved: 'The payment has not been approved yet. Please approve it with PayPal first.',
  notFound: 'Payment not found',
  pending: 'Your payment is being reviewed by PayPal. We will confirm your order by e-mail as soon as it clears.',
  declined: 'PayPal declined the payment. Please try again or use another payment method.',
  refunded: 'Sorry: an item in your order sold out while you were paying, so your payment has been refunded in full.',
  refundedAtPayPal: 'This payment was refunded through PayPal.',
} as const;

/** How long stock and a discount use stay held for a buyer who has not approved at PayPal yet. */
export const HOLD_MINUTES = 10;

export const OPEN_STATUSES = ['created', 'approved', 'pending'] as const;

export interface PaymentServiceDeps {
  db: Database;
  paypal: () => PayPalClient;
  cart: CartService;
  discounts: DiscountService;
  orders: OrderService;
  customOrders: CustomOrderService;
  invoices: InvoiceService;
  /** The sales tax of an order to its ship-to (the tax module's one computation). */
  taxFor: TaxFor;
  /** The owner is told of each payment recorded and of a refund or reversal made at PayPal. */
  notices: OwnerNotices;
  /** The receipts' sender and (in their PDFs) the shop's postal address. */
  shop: MailingShop;
  publicUrl: string;
  /** Signs the status links of order e-mails (the shop's session secret). */
  linkSecret: string;
  /** Payments go to the PayPal stand-in: marked as test payments, never revenue. */
  testMode: boolean;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export type PaymentContext = Required<Pick<PaymentServiceDeps, 'now'>> & PaymentServiceDeps;

export function paypalFailure(ctx: PaymentContext, error: unknown): AppError {
  if (error instanceof PayPalError && error.status === 422 && error.issue === 'ORDER_NOT_APPROVED') {
    return new AppError('unprocessable', PAYMENT_MESSAGES.notApproved);
  }
  if (error instanceof PayPalError && error.status === 404) return new AppError('not_found', PAYMENT_MESSAGES.notFound);
  if (error instanceof PayPalError && error.status >= 400 && error.status < 500) {
    return new AppError('unprocessable', `PayPal could not complete the payment: ${error.message}`);
  }
  ctx.log?.warn({ err: error }, 'PayPal call failed');
  return new AppError('unavailable', PAYMENT_MESSAGES.unavailable);
}

/** A new payment row with both PayPal-Request-Ids stored before any call, so every retry reuses them. */
export async function insertPayment(
  tx: Tx,
  values: {
    purpose: Payment['purpose'];
    amountCents: number;
    sessionId?: string | null;
    discountCode?: string | null;
    payerEmail?: string | null;
    customOrderId?: number | null;
    manualInvoiceId?: number | null;
    openKey: string;
    clientIp: string | null;
    testMode: boolean;
    details: NewPaymentDetails;
  },
): Promise<Payment> {
  const key = randomUUID();
  const [row] = await tx
    .insert(payments)
    .values({
      purpose: values.purpose,
      amountCents: values.amountCents,
      sessionId: values.sessionId ?? null,
      discountCode: values.discountCode ?? null,
      payerEmail: values.payerEmail ?? null,
      customOrderId: values.customOrderId ?? null,
      manualInvoiceId: values.manualInvoiceId ?? null,
      openKey: values.openKey,
      clientIp: values.clientIp,
      testMode: values.testMode,
      createRequestId: `pinshop-${key}-create`,
      captureRequestId: `pinshop-${key}-capture`,
      details: { ...values.details },
    })
    .returning();
  return row!;
}

export async function paymentByProviderOrder(db: Database | Tx, providerOrderId: string): Promise<Payment> {
  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  if (!payment) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
  return payment;
}

/** Merges flags into the payment's details (one jsonb update, so concurrent flags do not overwrite each other). */
export async function flagPayment(tx: Database | Tx, paymentId: number, flags: Record<string, unknown>) {
  await tx
    .update(payments)
    .set({ details: sql`${payments.details} || ${JSON.stringify(flags)}::jsonb` })
    .where(eq(payments.id, paymentId));
}

async function lockedPayment(tx: Tx, paymentId: number): Promise<Payment | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/**
 * Gives back the payment's stock and discount use (a buyer who never paid, a declined card). The row lock orders
 * this against a capture being recorded at the same moment: a captured payment keeps what it bought.
 */
export async function releaseHolds(ctx: PaymentContext, tx: Tx, paymentId: number): Promise<void> {
  const payment = await lockedPayment(tx, paymentId);
  if (!payment || payment.status === 'captured') return;
  await releaseStock(tx, paymentId, ctx.now());
  if (payment.discountCode && paymentDetails(payment).discountHeld) {
    await ctx.discounts.releaseUse(tx, payment.discountCode);
    await flagPayment(tx, paymentId, { discountHeld: false });
  }
}

/** At capture: keeps the holds, or takes again what expired meanwhile; a conflict means the caller refunds. */
export async function confirmHolds(ctx: PaymentContext, tx: Tx, payment: Payment, lines: HeldLine[]): Promise<void> {
  await confirmStock(tx, payment.id, lines, ctx.now());
  const current = await lockedPayment(tx, payment.id);
  if (current?.discountCode && !paymentDetails(current).discountHeld) {
    // Checked for a first order when the payment was created; this only takes the lapsed use again.
    await ctx.discounts.holdUse(tx, current.discountCode, current.payerEmail ?? '', { firstOrder: false });
    await flagPayment(tx, payment.id, { discountHeld: true });
  }
}

/** The buyer will not pay (cancelled, expired, declined): holds go back; a captured payment is never touched. */
export async function voidPayment(ctx: PaymentContext, paymentId: number, status: 'voided' | 'declined' = 'voided') {
  await ctx.db.transaction(async (tx) => {
    await releaseHolds(ctx, tx, paymentId);
    await tx
      .update(payments)
      .set({ status, updatedAt: ctx.now() })
      .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'captured'`));
  });
}
