/**
 * The admin's refunds and cancellations: the refund dialog's body (POST /api/admin/payments/{paymentId}/refunds), an
 * order's payments with their refunds (GET /api/admin/orders/{kind}/{id}/payments) and a custom order's cancellation
 * (POST /api/admin/custom-orders/{id}/cancel). Amounts in cents.
 */
import { z } from 'zod';
import { ADMIN_ORDER_KINDS } from './admin';

export const REFUND_MESSAGES = {
  reasonRequired: 'Please say why you are refunding (the customer reads it)',
  cancelReasonRequired: 'Please say why the order is cancelled (the customer reads it)',
  amountPositive: 'The amount must be more than $0.00',
} as const;

const reason = (message: string) => z.string().trim().min(1, message).max(500, 'Please keep it under 500 characters');

export const refundBodySchema = z.object({
  /** Cents; absent: all that is left of the payment. */
  amountCents: z.number().int('Whole cents only').positive(REFUND_MESSAGES.amountPositive).optional(),
  reason: reason(REFUND_MESSAGES.reasonRequired),
  /** A full refund of a catalogue order puts its stock and discount code use back. */
  restock: z.boolean().optional(),
  /** Made once by the dialog: the same refund sent twice is refused, never made twice (PayPal-Request-Id). */
  requestId: z.uuid('requestId must be a UUID'),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;
export const PAYMENT_PURPOSES = ['cart', 'deposit', 'balance', 'invoice'] as const;

export const refundSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  restock: z.boolean(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const orderPaymentSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** captured, or refunded once refunded in full. */
  status: z.string(),
  amountCents: z.number().int(),
  capturedAt: z.string().nullable(),
  refunds: z.array(refundSchema),
  /** Completed refunds. */
  refundedCents: z.number().int(),
  /** What may still be refunded: the amount less completed and pending refunds (0 unless captured). */
  refundableCents: z.number().int(),
  testMode: z.boolean(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderPaymentsSchema = z.object({
  customerEmail: z.string(),
  payments: z.array(orderPaymentSchema),
  totals: z.object({
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
    netCents: z.number().int(),
    /**
     * A catalogue order's sales tax: charged, and given back by its refunds (in proportion to the amount refunded,
     * all of it with a full refund: core/tax-summary.ts). Absent when the order was charged no tax.
     */
    tax: z.object({ chargedCents: z.number().int(), refundedCents: z.number().int() }).optional(),
  }),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;

export const orderPaymentsParamsSchema = z.object({
  kind: z.enum(ADMIN_ORDER_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const refundParamsSchema = z.object({
  paymentId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** What a refund answers: the refund, and the payment as it is now. */
export const refundResultSchema = z.object({ refund: refundSchema, payment: orderPaymentSchema });
export type RefundResult = z.infer<typeof refundResultSchema>;

export const cancelCustomOrderBodySchema = z.object({
  reason: reason(REFUND_MESSAGES.cancelReasonRequired),
  /** Refund what is left of the captured deposit through the refund service. */
  refundDeposit: z.boolean(),
});
export type CancelCustomOrderBody = z.infer<typeof cancelCustomOrderBodySchema>;

export const cancelledCustomOrderSchema = z.object({
  id: z.number().int(),
  status: z.literal('cancelled'),
  refundedCents: z.number().int(),
});
export type CancelledCustomOrder = z.infer<typeof cancelledCustomOrderSchema>;

/** Names of a payment's purpose in the admin's words. */
export const PAYMENT_PURPOSE_LABELS: Record<(typeof PAYMENT_PURPOSES)[number], string> = {
  cart: 'Order payment',
  deposit: 'Deposit',
  balance: 'Balance',
  invoice: 'Invoice',
};
