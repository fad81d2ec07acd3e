/**
 * The payments one customer made in a period (a statement's "payments received"): captured from `from` (inclusive)
 * to `to` (exclusive), whatever they paid for, the customer known by the e-mail address of the order or invoice.
 */
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { orderNumber } from '../../../core/order-numbers';
import { PAYMENT_PURPOSE_LABELS } from '../../../core/schemas/refunds';
import type { Database } from '../../db/client';
import { customOrders, manualInvoices, orders, paymentRefunds, payments } from '../../db/schema';
import { RECEIPTED } from './receipt-pdf';

export interface CustomerPayment {
  paymentId: number;
  paidAt: Date;
  /** "Deposit, W-1001", "Order payment, C-1002", "Invoice, INV-100003". */
  description: string;
  amountCents: number;
  refundedCents: number;
  captureId: string | null;
}

export async function customerPayments(
  db: Database,
  email: string,
  period: { from: Date; to: Date },
  testMode: boolean,
): Promise<CustomerPayment[]> {
  const address = email.toLowerCase();
  const refunded = sql<number>`coalesce((select sum(${paymentRefunds.amountCents}) from ${paymentRefunds}
    where ${paymentRefunds.paymentId} = ${payments.id} and ${paymentRefunds.status} = 'completed'), 0)::int`;
  const rows = await db
    .select({
      payment: payments,
      orderId: orders.id,
      invoiceNumber: manualInvoices.invoiceNumber,
      refundedCents: refunded,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.paymentId, payments.id))
    .leftJoin(customOrders, eq(customOrders.id, payments.customOrderId))
    .leftJoin(manualInvoices, eq(manualInvoices.id, payments.manualInvoiceId))
    .where(
      and(
        inArray(payments.status, [...RECEIPTED]),
        gte(payments.capturedAt, period.from),
        lt(payments.capturedAt, period.to),
        testMode ? undefined : eq(payments.testMode, false),
        or(
          sql`lower(${orders.customerEmail}) = ${address}`,
          sql`lower(${customOrders.customerEmail}) = ${address}`,
          sql`lower(${manualInvoices.customerEmail}) = ${address}`,
        ),
      ),
    )
    .orderBy(asc(payments.capturedAt), asc(payments.id));
  return rows.map(({ payment, orderId, invoiceNumber, refundedCents }) => {
    const reference =
      invoiceNumber ??
      (payment.customOrderId !== null
        ? orderNumber('custom', payment.customOrderId)
        : orderId !== null
          ? orderNumber('catalogue', orderId)
          : `payment ${payment.id}`);
    return {
      paymentId: payment.id,
      paidAt: payment.capturedAt!,
      description: `${PAYMENT_PURPOSE_LABELS[payment.purpose]}, ${reference}`,
      amountCents: payment.amountCents,
      refundedCents:
        payment.status === 'refunded' ? Math.max(Number(refundedCents), payment.amountCents) : Number(refundedCents),
      captureId: payment.captureId,
    };
  });
}
