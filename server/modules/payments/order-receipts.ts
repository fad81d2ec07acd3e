/**
 * Receipts as their customer reaches them: those of the order their status link opens (the /orders/{id}?token= page;
 * the token is the page's, checked the way the page checks it), and that of an invoice paid through its pay link.
 * A wrong or missing token, another order's payment or one not paid yet: the same 404 as a missing order.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { AdminOrderKind } from '../../../core/schemas/admin';
import type { OrderReceipts } from '../../../core/schemas/receipts';
import { PAYMENT_PURPOSE_LABELS } from '../../../core/schemas/refunds';
import { customOrders, orders, payments } from '../../db/schema';
import type { PdfFile } from '../../integrations/render/pdf-document';
import { tokenHash } from '../../order-links';
import { orderPayments } from './order-payments';
import type { PaymentContext } from './payment-context';
import { RECEIPT_NOT_FOUND, RECEIPTED, receiptPdf } from './receipt-pdf';

export const ORDER_RECEIPTS_NOT_FOUND = 'Order not found';

export function createOrderReceipts(ctx: PaymentContext) {
  const { db } = ctx;

  /** The kind of order the status link opens; a 404 when it opens none. */
  async function linkedOrder(id: number, token: string | undefined): Promise<AdminOrderKind> {
    if (!token || token.length < 22 || token.length > 128) throw new AppError('not_found', ORDER_RECEIPTS_NOT_FOUND);
    const hash = tokenHash(token);
    const [regular] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.accessTokenHash, hash)));
    if (regular) return 'regular';
    const [custom] = await db
      .select({ id: customOrders.id })
      .from(customOrders)
      .where(and(eq(customOrders.id, id), eq(customOrders.accessTokenHash, hash)));
    if (custom) return 'custom';
    throw new AppError('not_found', ORDER_RECEIPTS_NOT_FOUND);
  }

  async function receiptsOf(id: number, token: string | undefined): Promise<OrderReceipts> {
    const { payments: paid } = await orderPayments(db, await linkedOrder(id, token), id);
    return {
      receipts: paid.map((payment) => ({
        paymentId: payment.id,
        purpose: payment.purpose,
        label: PAYMENT_PURPOSE_LABELS[payment.purpose],
        amountCents: payment.amountCents,
        paidAt: payment.capturedAt,
      })),
    };
  }

  return {
    /** The receipts of the order the status link opens, oldest payment first. */
    list: receiptsOf,

    /** One of them as a PDF. */
    async pdf(id: number, paymentId: number, token: string | undefined): Promise<PdfFile> {
      const { receipts } = await receiptsOf(id, token);
      if (!receipts.some((receipt) => receipt.paymentId === paymentId)) {
        throw new AppError('not_found', RECEIPT_NOT_FOUND);
      }
      return receiptPdf(db, ctx.shop, paymentId);
    },

    /** The receipt of an invoice's payment, for the holder of the invoice's pay link. */
    async forInvoice(invoiceNumber: string, token: string | undefined): Promise<PdfFile> {
      const invoice = await ctx.invoices.byNumberAndToken(invoiceNumber, token);
      const [payment] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.manualInvoiceId, invoice.id), inArray(payments.status, [...RECEIPTED])))
        .orderBy(desc(payments.capturedAt))
        .limit(1);
      if (!payment) throw new AppError('not_found', RECEIPT_NOT_FOUND);
      return receiptPdf(db, ctx.shop, payment.id);
    },

    /** Any payment's receipt (the admin). */
    byPaymentId: (paymentId: number) => receiptPdf(db, ctx.shop, paymentId),
  };
}

export type OrderReceiptService = ReturnType<typeof createOrderReceipts>;
