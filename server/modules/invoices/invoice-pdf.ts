/**
 * An invoice (manual or NET 30) as a PDF: the shop, the invoice's number and dates, who it is billed to, its lines,
 * the tax line, the total, the payment terms and, while it is unpaid, the link that pays it; once paid, "PAID" with
 * the date and PayPal's capture id. Rendered from the row whenever it is asked for (a download, the e-mail being
 * sent), so nothing is stored and a restart loses nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatDate, formatCalendarDay } from '../../../core/en-us-dates';
import { formatUsd } from '../../../core/money';
import type { MailingShop } from '../../config';
import type { Database } from '../../db/client';
import { manualInvoices, payments, type ManualInvoice } from '../../db/schema';
import {
  pdfFileName,
  pdfLine,
  pdfShop,
  renderPdfDocument,
  type PdfDocumentJob,
  type PdfFile,
} from '../../integrations/render/pdf-document';

/** The document of one invoice; `payUrl` is printed while it is unpaid. */
export function invoiceDocument(
  shop: MailingShop,
  invoice: ManualInvoice,
  payUrl: string,
  captureId: string | null,
): PdfDocumentJob {
  const paid = invoice.status === 'paid';
  const dueDay = formatCalendarDay(invoice.dueDate, 'long');
  const billTo = [invoice.customerName, invoice.customerCompany, ...(invoice.customerAddress ?? '').split(/\r?\n/)];
  return {
    ...pdfShop(shop),
    title: `Invoice ${invoice.invoiceNumber}`,
    stamp: paid ? 'PAID' : null,
    facts: [
      ['Invoice number', invoice.invoiceNumber],
      ['Issued', formatDate(invoice.sentAt ?? invoice.createdAt, 'long', 'utc')],
      ['Due date', dueDay],
      ...(paid && invoice.paidAt ? [['Paid', formatDate(invoice.paidAt, 'long', 'utc')] as [string, string]] : []),
      ...(paid && captureId ? [['PayPal capture', captureId] as [string, string]] : []),
    ],
    party: { label: 'Bill to', lines: billTo.filter((line): line is string => Boolean(line?.trim())) },
    lines: invoice.items.map((item) => pdfLine(item.description, item.quantity, item.unitPriceCents)),
    totals: [
      ['Subtotal', formatUsd(invoice.subtotalCents)],
      ['Tax', formatUsd(invoice.taxCents)],
      [paid ? 'Total paid' : 'Total due', formatUsd(invoice.totalCents)],
    ],
    notes: [
      { heading: 'Payment terms', text: `${invoice.terms || 'Due on receipt'}: due on ${dueDay}.` },
      ...(invoice.notes ? [{ heading: 'Notes', text: invoice.notes }] : []),
    ],
    payLink: paid ? null : { label: `Pay invoice ${invoice.invoiceNumber} online`, url: payUrl },
  };
}

export function createInvoicePdfs(deps: {
  db: Database;
  shop: MailingShop;
  payUrl: (invoice: ManualInvoice) => string;
}) {
  const { db, shop } = deps;

  /** The capture that paid it (at most one is captured per invoice). */
  async function captureOf(invoice: ManualInvoice): Promise<string | null> {
    if (invoice.status !== 'paid') return null;
    const [row] = await db
      .select({ captureId: payments.captureId })
      .from(payments)
      .where(and(eq(payments.manualInvoiceId, invoice.id), eq(payments.status, 'captured')))
      .orderBy(desc(payments.capturedAt))
      .limit(1);
    return row?.captureId ?? null;
  }

  return {
    /** The PDF of an invoice row (the caller checked who may have it). */
    async pdfOf(invoice: ManualInvoice): Promise<PdfFile> {
      const job = invoiceDocument(shop, invoice, deps.payUrl(invoice), await captureOf(invoice));
      return { fileName: pdfFileName('invoice', invoice.invoiceNumber), pdf: await renderPdfDocument(job) };
    },

    /** By id: the admin's download and the invoice e-mail's attachment. */
    async byId(id: number): Promise<ManualInvoice> {
      const [invoice] = await db.select().from(manualInvoices).where(eq(manualInvoices.id, id));
      if (!invoice) throw new AppError('not_found', 'Invoice not found');
      return invoice;
    },
  };
}
