/**
 * A customer's unpaid invoices (manual and NET 30), read in the caller's transaction: what NET 30 credit counts as
 * owed and which are overdue. Found by the customer's addresses and by the ids of the invoices of their orders.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { manualInvoices } from '../../db/schema';

export interface OpenInvoice {
  id: number;
  invoiceNumber: string;
  totalCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export async function openInvoicesOf(
  tx: Tx,
  customer: { emails: readonly string[]; invoiceIds: readonly number[] },
): Promise<OpenInvoice[]> {
  const emails = [...new Set(customer.emails.map((email) => email.toLowerCase()))];
  const mine = or(
    emails.length ? inArray(sql`lower(${manualInvoices.customerEmail})`, emails) : undefined,
    customer.invoiceIds.length ? inArray(manualInvoices.id, [...customer.invoiceIds]) : undefined,
  );
  if (!mine) return [];
  return tx
    .select({
      id: manualInvoices.id,
      invoiceNumber: manualInvoices.invoiceNumber,
      totalCents: manualInvoices.totalCents,
      dueDate: manualInvoices.dueDate,
    })
    .from(manualInvoices)
    .where(and(eq(manualInvoices.status, 'pending'), mine))
    .orderBy(asc(manualInvoices.dueDate), asc(manualInvoices.id));
}
