/**
 * Manual invoices paid by link: read by their number and the link's token, marked paid once when the payment's
 * capture is recorded; the admin creates, lists and deletes them (invoice-admin.ts).
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { MailingShop } from '../../config';
import type { Database, Tx } from '../../db/client';
import { manualInvoices, type ManualInvoice } from '../../db/schema';
import { createInvoiceAdmin, INVOICE_MESSAGES } from './invoice-admin';
import { createInvoiceFromOrder } from './invoice-from-order';
import { invoicePayPath, isInvoiceLinkToken } from './invoice-links';
import { createInvoicePdfs } from './invoice-pdf';
import type { PdfFile } from '../../integrations/render/pdf-document';

export const INVOICE_NOT_FOUND = INVOICE_MESSAGES.notFound;
const INVOICE_WITHDRAWN = 'This invoice was withdrawn by the shop';

export interface InvoiceServiceDeps {
  db: Database;
  /** Signs the invoice links (the shop's session secret). */
  linkSecret: string;
  /** The invoice e-mail's sender identity (and the PDF's address) and the base of its absolute pay link. */
  shop: MailingShop;
  publicUrl: string;
  now?: () => Date;
}

export function createInvoiceService({ db, linkSecret, shop, publicUrl, now = () => new Date() }: InvoiceServiceDeps) {
  const pdfs = createInvoicePdfs({
    db,
    shop,
    payUrl: (invoice) => `${publicUrl}${invoicePayPath(linkSecret, invoice)}`,
  });

  /**
   * The invoice a payment link opens. A wrong or missing token gets the same 404 as a number that does not exist,
   * so the sequential numbers cannot be walked.
   */
  async function byNumberAndToken(invoiceNumber: string, token: string | undefined): Promise<ManualInvoice> {
    const [invoice] = await db.select().from(manualInvoices).where(eq(manualInvoices.invoiceNumber, invoiceNumber));
    if (!invoice || !isInvoiceLinkToken(linkSecret, invoice, token)) {
      throw new AppError('not_found', INVOICE_NOT_FOUND);
    }
    return invoice;
  }

  return {
    ...createInvoiceAdmin({ db, linkSecret, shop, publicUrl, now }),
    /** A NET 30 order's invoice, in the orders module's transaction (invoice-from-order.ts). */
    issueFromOrder: createInvoiceFromOrder({ linkSecret, shop, publicUrl, now }),
    byNumberAndToken,

    /** The invoice as a PDF for whoever holds its pay link (anyone else: the same 404 as the invoice's page). */
    async pdfByLink(invoiceNumber: string, token: string | undefined): Promise<PdfFile> {
      return pdfs.pdfOf(await byNumberAndToken(invoiceNumber, token));
    },

    /** The invoice as a PDF by its id: the admin's download and the attachment of the invoice e-mail. */
    async pdfById(id: number): Promise<PdfFile> {
      return pdfs.pdfOf(await pdfs.byId(id));
    },

    /**
     * Locks a pending invoice in the transaction that opens a payment for it: the admin's delete takes the same
     * lock, so a payment row is never written for an invoice deleted a moment before (404, not a 500).
     */
    async lockForPayment(tx: Tx, id: number): Promise<void> {
      const [invoice] = await tx
        .select({ status: manualInvoices.status, invoiceNumber: manualInvoices.invoiceNumber })
        .from(manualInvoices)
        .where(eq(manualInvoices.id, id))
        .for('update');
      if (!invoice) throw new AppError('not_found', INVOICE_NOT_FOUND);
      if (invoice.status === 'paid') {
        throw new AppError('conflict', `Invoice #${invoice.invoiceNumber} has already been paid`);
      }
    },

    /**
     * Once only: a second capture for a paid invoice is a conflict (and refunded by the caller). So is a capture for
     * an invoice the admin deleted (the payment's invoice id is then null): the money goes back, never lost.
     */
    async markPaid(tx: Tx, id: number | null): Promise<ManualInvoice> {
      if (id === null) throw new AppError('conflict', INVOICE_WITHDRAWN);
      const [invoice] = await tx
        .update(manualInvoices)
        .set({ status: 'paid', paidAt: now() })
        .where(and(eq(manualInvoices.id, id), eq(manualInvoices.status, 'pending')))
        .returning();
      if (invoice) return invoice;
      const [exists] = await tx.select({ id: manualInvoices.id }).from(manualInvoices).where(eq(manualInvoices.id, id));
      throw new AppError('conflict', exists ? 'This invoice has already been paid' : INVOICE_WITHDRAWN);
    },

    /** Its payment was refunded or reversed at PayPal: the invoice is due again. */
    async markUnpaid(tx: Tx, id: number): Promise<void> {
      await tx.update(manualInvoices).set({ status: 'pending', paidAt: null }).where(eq(manualInvoices.id, id));
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
