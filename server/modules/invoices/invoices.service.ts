/**
 * Manual invoices paid by link: read by their number and the link's token, marked paid once when the payment's
 * capture is recorded.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Database, Tx } from '../../db/client';
import { manualInvoices, type ManualInvoice } from '../../db/schema';
import { isInvoiceLinkToken } from './invoice-links';

export const INVOICE_NOT_FOUND = 'Invoice not found';

export interface InvoiceServiceDeps {
  db: Database;
  /** Signs the invoice links (the shop's session secret). */
  linkSecret: string;
  now?: () => Date;
}

export function createInvoiceService({ db, linkSecret, now = () => new Date() }: InvoiceServiceDeps) {
  return {
    /**
     * The invoice a payment link opens. A wrong or missing token gets the same 404 as a number that does not exist,
     * so the sequential numbers cannot be walked.
     */
    async byNumberAndToken(invoiceNumber: string, token: string | undefined): Promise<ManualInvoice> {
      const [invoice] = await db.select().from(manualInvoices).where(eq(manualInvoices.invoiceNumber, invoiceNumber));
      if (!invoice || !isInvoiceLinkToken(linkSecret, invoice, token)) {
        throw new AppError('not_found', INVOICE_NOT_FOUND);
      }
      return invoice;
    },

    /** Once only: a second capture for a paid invoice is a conflict (and refunded by the caller). */
    async markPaid(tx: Tx, id: number): Promise<ManualInvoice> {
      const [invoice] = await tx
        .update(manualInvoices)
        .set({ status: 'paid', paidAt: now() })
        .where(and(eq(manualInvoices.id, id), eq(manualInvoices.status, 'pending')))
        .returning();
      if (!invoice) throw new AppError('conflict', 'This invoice has already been paid');
      return invoice;
    },

    /** Its payment was refunded or reversed at PayPal: the invoice is due again. */
    async markUnpaid(tx: Tx, id: number): Promise<void> {
      await tx.update(manualInvoices).set({ status: 'pending', paidAt: null }).where(eq(manualInvoices.id, id));
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
