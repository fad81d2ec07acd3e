/** Manual invoices paid by link: read by their number, marked paid once when the payment's capture is recorded. */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Database, Tx } from '../../db/client';
import { manualInvoices, type ManualInvoice } from '../../db/schema';

export const INVOICE_NOT_FOUND = 'Invoice not found';

export function createInvoiceService(db: Database, now: () => Date = () => new Date()) {
  return {
    async byNumber(invoiceNumber: string): Promise<ManualInvoice> {
      const [invoice] = await db.select().from(manualInvoices).where(eq(manualInvoices.invoiceNumber, invoiceNumber));
      if (!invoice) throw new AppError('not_found', INVOICE_NOT_FOUND);
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
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
