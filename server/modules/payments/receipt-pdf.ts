/**
 * The receipt of one captured payment (a catalogue order, a custom order's deposit or balance, an invoice) as a PDF:
 * the shop, the order or invoice it paid, the date, PayPal's capture id, the lines, the tax line, the total paid and
 * what was refunded of it. Rendered from the rows whenever it is asked for (a download, the receipt e-mail being
 * sent), so nothing is stored and a restart loses nothing. Who may have which receipt: the admin any; a customer
 * those of the order their status link opens (order-receipts.ts).
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatDate } from '../../../core/en-us-dates';
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import { pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { PAYMENT_PURPOSE_LABELS } from '../../../core/schemas/refunds';
import { taxRefundedCents, taxRowLabel } from '../../../core/tax-summary';
import { customOrderTaxLabel, customPaymentTaxCents } from '../../../core/tax-custom-order';
import type { MailingShop } from '../../config';
import type { Database } from '../../db/client';
import { customOrders, manualInvoices, orders, payments, type Payment } from '../../db/schema';
import {
  pdfFileName,
  pdfLine,
  pdfShop,
  renderPdfDocument,
  type PdfDocumentJob,
  type PdfDocumentLine,
  type PdfFile,
} from '../../integrations/render/pdf-document';
import { refundTotals } from './order-payments';
import { TEST_MODE_NOTE } from './receipts';

export const RECEIPT_NOT_FOUND = 'Receipt not found';

/** Payments a receipt exists for: money came in (refunded since or not). */
export const RECEIPTED = ['captured', 'refunded'] as const;

/** What the payment paid for, as the receipt shows it. */
interface Paid {
  /** C-1001, W-1001, INV-100001. */
  reference: string;
  referenceLabel: 'Order' | 'Custom order' | 'Invoice';
  customer: string[];
  lines: PdfDocumentLine[];
  /** A catalogue order's sales tax, or an invoice's own tax line. */
  taxCents: number;
  /** "Sales tax (CA 7.25%)": the tax row's label where it is known ("Tax" otherwise). */
  taxLabel?: string | null;
  notes: Array<{ heading: string; text: string }>;
}

async function whatWasPaid(db: Database, payment: Payment): Promise<Paid> {
  if (payment.purpose === 'cart') {
    const [order] = await db.select().from(orders).where(eq(orders.paymentId, payment.id));
    if (!order) throw new AppError('not_found', RECEIPT_NOT_FOUND);
    const lines = order.items.map((item) => pdfLine(item.name, item.quantity, item.priceCents));
    if (order.discountAmountCents > 0) {
      const label = order.discountCode ? `Discount (${order.discountCode})` : 'Discount';
      lines.push(pdfLine(label, 1, -order.discountAmountCents));
    }
    if (order.shippingCents > 0) lines.push(pdfLine('Shipping', 1, order.shippingCents));
    const tax = { region: order.taxRegion, components: order.taxComponents, exemptReason: order.taxExemptReason };
    return {
      reference: orderNumber('catalogue', order.id),
      referenceLabel: 'Order',
      customer: [order.customerName, order.companyName ?? '', order.shippingAddress ?? ''],
      lines,
      taxCents: order.taxCents,
      taxLabel: taxRowLabel(tax),
      notes: order.taxExemptReason
        ? [{ heading: 'Sales tax', text: `No sales tax: ${order.taxExemptReason.replace(/^Exempt: /, '')}.` }]
        : [],
    };
  }
  if (payment.purpose === 'invoice') {
    const [invoice] = payment.manualInvoiceId
      ? await db.select().from(manualInvoices).where(eq(manualInvoices.id, payment.manualInvoiceId))
      : [];
    if (!invoice) throw new AppError('not_found', RECEIPT_NOT_FOUND);
    return {
      reference: invoice.invoiceNumber,
      referenceLabel: 'Invoice',
      customer: [invoice.customerName, invoice.customerCompany ?? '', ...(invoice.customerAddress ?? '').split('\n')],
      lines: invoice.items.map((item) => pdfLine(item.description, item.quantity, item.unitPriceCents)),
      taxCents: invoice.taxCents,
      notes: invoice.terms ? [{ heading: 'Payment terms', text: `${invoice.terms}: paid in full.` }] : [],
    };
  }
  const [order] = payment.customOrderId
    ? await db.select().from(customOrders).where(eq(customOrders.id, payment.customOrderId))
    : [];
  if (!order) throw new AppError('not_found', RECEIPT_NOT_FOUND);
  const reference = orderNumber('custom', order.id);
  const pins = `${order.quantity} custom pins, ${pinSizeLabel(order.size)}, ${pinPlatingLabel(order.plating)}`;
  const total = formatUsd(order.totalPriceCents + order.taxCents);
  const deposit = formatUsd(order.depositAmountCents);
  const balance = formatUsd(order.remainingBalanceCents);
  // The payment's share of the order's sales tax (all of it on the balance unless the owner chose otherwise).
  const taxCents = customPaymentTaxCents(order, payment.purpose === 'deposit' ? 'deposit' : 'balance');
  const what = `${payment.purpose === 'deposit' ? 'Deposit' : 'Balance'} for custom order ${reference}: ${pins}`;
  return {
    reference,
    referenceLabel: 'Custom order',
    customer: [order.customerName, order.customerEmail],
    lines: [pdfLine(what, 1, payment.amountCents - taxCents)],
    taxCents,
    taxLabel: customOrderTaxLabel(order),
    notes: [
      {
        heading: 'Your order',
        text:
          payment.purpose === 'deposit'
            ? `Order total ${total}: this deposit of ${deposit} is paid; the balance of ${balance} is due when you approve your design.`
            : `Order total ${total}: the deposit of ${deposit} and this balance of ${balance} are both paid.`,
      },
    ],
  };
}

/** The receipt document of a captured payment. */
export async function receiptDocument(db: Database, shop: MailingShop, payment: Payment): Promise<PdfDocumentJob> {
  const paid = await whatWasPaid(db, payment);
  const { completedCents } = await refundTotals(db, payment.id);
  const refundedCents = payment.status === 'refunded' ? Math.max(completedCents, payment.amountCents) : completedCents;
  const paidOn = payment.capturedAt ?? payment.updatedAt;
  const subtotal: Array<[string, string]> =
    paid.lines.length > 1 || paid.taxCents > 0 ? [['Subtotal', formatUsd(payment.amountCents - paid.taxCents)]] : [];
  // Refunds give sales tax back in proportion to the amount refunded (all of it with a full refund).
  const taxBack = taxRefundedCents(refundedCents, payment.amountCents, paid.taxCents);
  const taxNote =
    taxBack > 0
      ? [
          {
            heading: 'Tax refunded',
            text: `${formatUsd(taxBack)} of the ${formatUsd(paid.taxCents)} tax was refunded.`,
          },
        ]
      : [];
  return {
    ...pdfShop(shop),
    title: 'Receipt',
    stamp: payment.testMode ? 'TEST' : 'PAID',
    facts: [
      [paid.referenceLabel, paid.reference],
      ['Payment', PAYMENT_PURPOSE_LABELS[payment.purpose]],
      ['Paid on', formatDate(paidOn, 'long', 'utc')],
      ['Paid with', 'PayPal'],
      ...(payment.captureId ? [['PayPal capture', payment.captureId] as [string, string]] : []),
    ],
    party: { label: 'Paid by', lines: paid.customer.filter((line) => line.trim() !== '') },
    lines: paid.lines,
    totals: [
      ...subtotal,
      [paid.taxLabel ?? 'Tax', formatUsd(paid.taxCents)],
      ...(refundedCents > 0 ? [['Refunded', `-${formatUsd(refundedCents)}`] as [string, string]] : []),
      ['Total paid', formatUsd(payment.amountCents)],
    ],
    notes: [...(payment.testMode ? [{ heading: 'Test mode', text: TEST_MODE_NOTE }] : []), ...paid.notes, ...taxNote],
    payLink: null,
  };
}

/** The receipt PDF of a payment by its id (the admin's download, the receipt e-mail's attachment). */
export async function receiptPdf(db: Database, shop: MailingShop, paymentId: number): Promise<PdfFile> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || !(RECEIPTED as readonly string[]).includes(payment.status)) {
    throw new AppError('not_found', RECEIPT_NOT_FOUND);
  }
  const job = await receiptDocument(db, shop, payment);
  const which = payment.purpose === 'deposit' || payment.purpose === 'balance' ? [payment.purpose] : [];
  const reference = job.facts[0]![1];
  return { fileName: pdfFileName('receipt', reference, ...which), pdf: await renderPdfDocument(job) };
}
