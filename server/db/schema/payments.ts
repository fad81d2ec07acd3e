import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { customOrders } from './custom-orders';
import { manualInvoices } from './invoices';

export const paymentPurposes = ['cart', 'deposit', 'balance', 'invoice'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** refunded: captured, then refunded or reversed at PayPal (not by the shop's own refund of an unfulfillable order). */
export const paymentStatuses = [
  'created',
  'approved',
  'captured',
  'pending',
  'declined',
  'failed',
  'voided',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One provider order (PayPal Orders v2) created by the server for an amount the server computed.
 * The PayPal-Request-Id values are stored before each call so a retry reuses them (idempotent).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull().default('paypal'),
    providerOrderId: text('provider_order_id').unique('payments_provider_order_id_key'),
    createRequestId: text('create_request_id').notNull().unique('payments_create_request_id_key'),
    captureRequestId: text('capture_request_id').notNull().unique('payments_capture_request_id_key'),
    captureId: text('capture_id').unique('payments_capture_id_key'),
    customOrderId: integer('custom_order_id').references(() => customOrders.id, { onDelete: 'set null' }),
    manualInvoiceId: integer('manual_invoice_id').references(() => manualInvoices.id, { onDelete: 'set null' }),
    /** Cart session of a cart payment. */
    sessionId: text('session_id'),
    discountCode: text('discount_code'),
    payerEmail: text('payer_email'),
    /**
     * What this payment pays for ('cart:<session>', 'deposit:<prepared id>', 'balance:<order>', 'invoice:<id>'):
     * at most one open payment per thing, so a repeated or concurrent request gets the same PayPal order back.
     */
    openKey: text('open_key'),
    /** The buyer's address when the payment was created (holds per address are capped). */
    clientIp: text('client_ip'),
    /** Paid through the PayPal stand-in: no real money moved, never revenue. */
    testMode: boolean('test_mode').notNull().default(false),
    /** What was priced (cart lines, custom order payload, customer info) and provider details. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    capturedAt: timestamptz('captured_at'),
  },
  (t) => [
    check('payments_purpose_check', oneOf(t.purpose, paymentPurposes)),
    check('payments_status_check', oneOf(t.status, paymentStatuses)),
    check('payments_amount_cents_check', sql`${t.amountCents} >= 0`),
    index('payments_custom_order_id_idx').on(t.customOrderId),
    index('payments_manual_invoice_id_idx').on(t.manualInvoiceId),
    index('payments_status_idx').on(t.status),
    uniqueIndex('payments_open_key_key')
      .on(t.openKey)
      .where(sql`${t.status} in ('created', 'approved', 'pending')`),
    index('payments_client_ip_open_idx')
      .on(t.clientIp)
      .where(sql`${t.status} in ('created', 'approved', 'pending')`),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export const paymentRefundStatuses = ['pending', 'completed', 'failed'] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * A refund the owner made from the admin, full or partial, of a captured payment. The row is written (pending) under
 * the payment's row lock before PayPal is asked, so two refunds at once never add up to more than was captured; its
 * request id is PayPal's PayPal-Request-Id, so a retry refunds once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    requestId: text('request_id').notNull().unique('payment_refunds_request_id_key'),
    status: text('status', { enum: paymentRefundStatuses }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** A full refund of a catalogue order put its stock and code use back. */
    restock: boolean('restock').notNull().default(false),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_refunds_status_check', oneOf(t.status, paymentRefundStatuses)),
    check('payment_refunds_amount_cents_check', sql`${t.amountCents} > 0`),
    index('payment_refunds_payment_id_idx').on(t.paymentId),
  ],
);

export type PaymentRefund = typeof paymentRefunds.$inferSelect;
