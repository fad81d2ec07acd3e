/**
 * The money view of one order for the admin (GET /api/admin/orders/{kind}/{id}/payments): each captured payment
 * (cart, deposit, balance, invoice) with its refunds and what may still be refunded, and the order's totals paid,
 * refunded and net. Also who a payment belongs to (the customer told of a refund, the order whose history shows it).
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { orderNumber } from '../../../core/order-numbers';
import type { AdminOrderKind } from '../../../core/schemas/admin';
import type { OrderPayment, OrderPayments } from '../../../core/schemas/refunds';
import { taxRefundedCents } from '../../../core/tax-summary';
import type { Database, Tx } from '../../db/client';
import { customOrders, manualInvoices, orders, paymentRefunds, payments, type Payment } from '../../db/schema';
import { paymentDetails } from './payment-details';

const ORDER_NOT_FOUND = 'Order not found';

/** Payments money came in by: captured, or refunded since (a refunded one keeps its place in the history). */
const PAID = ['captured', 'refunded'] as const;

/** Cents refunded (completed) and still held by refunds under way (pending) of a payment. */
export async function refundTotals(db: Database | Tx, paymentId: number) {
  const [row] = await db
    .select({
      completed: sql<number>`coalesce(sum(${paymentRefunds.amountCents}) filter (where ${paymentRefunds.status} = 'completed'), 0)::int`,
      pending: sql<number>`coalesce(sum(${paymentRefunds.amountCents}) filter (where ${paymentRefunds.status} = 'pending'), 0)::int`,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return { completedCents: Number(row?.completed ?? 0), pendingCents: Number(row?.pending ?? 0) };
}

/** Who a payment is from and for: the customer's address and name, the order's number and its audit entity. */
export interface PaymentOwner {
  email: string | null;
  name: string | null;
  /** "order C-1001", "custom order W-1001", "invoice INV-100001". */
  what: string;
  entity: 'orders' | 'custom_orders' | 'manual_invoices';
  entityId: number;
}

export async function paymentOwner(db: Database | Tx, payment: Payment): Promise<PaymentOwner> {
  const fallback = { email: payment.payerEmail, name: null };
  if (payment.purpose === 'cart' || payment.purpose === 'invoice') {
    const [order] = await db
      .select({ id: orders.id, email: orders.customerEmail, name: orders.customerName })
      .from(orders)
      .where(
        payment.purpose === 'cart'
          ? eq(orders.paymentId, payment.id)
          : eq(orders.manualInvoiceId, payment.manualInvoiceId ?? -1),
      );
    if (order) {
      return { ...order, what: `order ${orderNumber('catalogue', order.id)}`, entity: 'orders', entityId: order.id };
    }
  }
  if (payment.purpose === 'invoice' && payment.manualInvoiceId !== null) {
    const [invoice] = await db
      .select({ email: manualInvoices.customerEmail, name: manualInvoices.customerName })
      .from(manualInvoices)
      .where(eq(manualInvoices.id, payment.manualInvoiceId));
    const details = paymentDetails(payment);
    const number = details.kind === 'invoice' ? details.invoiceNumber : String(payment.manualInvoiceId);
    return {
      ...(invoice ?? fallback),
      what: `invoice ${number}`,
      entity: 'manual_invoices',
      entityId: payment.manualInvoiceId,
    };
  }
  if (payment.customOrderId !== null) {
    const [order] = await db
      .select({ email: customOrders.customerEmail, name: customOrders.customerName })
      .from(customOrders)
      .where(eq(customOrders.id, payment.customOrderId));
    return {
      ...(order ?? fallback),
      what: `custom order ${orderNumber('custom', payment.customOrderId)}`,
      entity: 'custom_orders',
      entityId: payment.customOrderId,
    };
  }
  return { ...fallback, what: `payment ${payment.id}`, entity: 'orders', entityId: payment.id };
}

type RefundRow = typeof paymentRefunds.$inferSelect;

/** One payment as the admin sees it, from its row and its refund rows. */
export function paymentView(payment: Payment, refunds: RefundRow[]): OrderPayment {
  const sum = (status: RefundRow['status']) =>
    refunds.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amountCents, 0);
  const completed = sum('completed');
  // Refunded or reversed at PayPal (recordRefundAtPayPal) without a refund of ours: the whole of it went back.
  const refundedCents = payment.status === 'refunded' ? Math.max(completed, payment.amountCents) : completed;
  return {
    id: payment.id,
    purpose: payment.purpose,
    status: payment.status,
    amountCents: payment.amountCents,
    capturedAt: payment.capturedAt?.toISOString() ?? null,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      reason: refund.reason,
      status: refund.status,
      restock: refund.restock,
      createdAt: refund.createdAt.toISOString(),
    })),
    refundedCents,
    refundableCents: payment.status === 'captured' ? Math.max(0, payment.amountCents - completed - sum('pending')) : 0,
    testMode: payment.testMode,
  };
}

export async function viewOfPayment(db: Database | Tx, payment: Payment): Promise<OrderPayment> {
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  return paymentView(payment, refunds);
}

export async function orderPayments(db: Database, kind: AdminOrderKind, id: number): Promise<OrderPayments> {
  let customerEmail: string;
  let condition;
  // The sales tax each payment carried: a catalogue order's on its one payment; a custom order's split between
  // its deposit and balance payments.
  let taxOf: (payment: Payment) => number = () => 0;
  if (kind === 'custom') {
    const [order] = await db
      .select({
        email: customOrders.customerEmail,
        taxCents: customOrders.taxCents,
        depositTaxCents: customOrders.depositTaxCents,
      })
      .from(customOrders)
      .where(eq(customOrders.id, id));
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    customerEmail = order.email;
    taxOf = (payment) =>
      payment.purpose === 'deposit'
        ? order.depositTaxCents
        : payment.purpose === 'balance'
          ? order.taxCents - order.depositTaxCents
          : 0;
    condition = eq(payments.customOrderId, id);
  } else {
    const [order] = await db
      .select({
        email: orders.customerEmail,
        paymentId: orders.paymentId,
        invoiceId: orders.manualInvoiceId,
        taxCents: orders.taxCents,
      })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    customerEmail = order.email;
    taxOf = (payment) => (payment.id === order.paymentId ? order.taxCents : 0);
    condition = or(eq(payments.id, order.paymentId ?? -1), eq(payments.manualInvoiceId, order.invoiceId ?? -1));
  }
  const rows = await db
    .select()
    .from(payments)
    .where(and(condition, inArray(payments.status, [...PAID])))
    .orderBy(asc(payments.capturedAt), asc(payments.id));
  const refunds =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(paymentRefunds)
          .where(
            inArray(
              paymentRefunds.paymentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  const views = rows.map((row) =>
    paymentView(
      row,
      refunds.filter((refund) => refund.paymentId === row.id),
    ),
  );
  const paidCents = views.reduce((total, view) => total + view.amountCents, 0);
  const refundedCents = views.reduce((total, view) => total + view.refundedCents, 0);
  // Refunds give tax back in proportion, payment by payment (core/tax-summary.ts).
  const taxed = rows.map((row, index) => ({ view: views[index]!, cents: taxOf(row) })).filter((each) => each.cents > 0);
  const tax =
    taxed.length > 0
      ? {
          chargedCents: taxed.reduce((sum, each) => sum + each.cents, 0),
          refundedCents: taxed.reduce(
            (sum, each) => sum + taxRefundedCents(each.view.refundedCents, each.view.amountCents, each.cents),
            0,
          ),
        }
      : null;
  return {
    customerEmail,
    payments: views,
    totals: { paidCents, refundedCents, netCents: paidCents - refundedCents, ...(tax ? { tax } : {}) },
  };
}
