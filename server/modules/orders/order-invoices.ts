/**
 * The NET 30 invoices of regular orders, read for display (the invoices module owns manual_invoices): its number,
 * whether it is paid (a paid pay link marks the invoice, never the order), its due date and its signed pay link.
 */
import { inArray } from 'drizzle-orm';
import type { OrderInvoiceDto } from '../../../core/schemas/invoice-orders';
import type { RegularOrderDto } from '../../../core/schemas/orders';
import type { Database, Tx } from '../../db/client';
import { manualInvoices, type Order } from '../../db/schema';
import { invoicePayPath } from '../invoices';
import { toRegularOrderDto } from './orders.dto';

/** The invoices of these orders by invoice id (one query, whatever the number of orders). */
async function invoicesOf(db: Database | Tx, linkSecret: string, rows: Order[]): Promise<Map<number, OrderInvoiceDto>> {
  const ids = [...new Set(rows.flatMap((row) => (row.manualInvoiceId === null ? [] : [row.manualInvoiceId])))];
  if (ids.length === 0) return new Map();
  const invoices = await db.select().from(manualInvoices).where(inArray(manualInvoices.id, ids));
  return new Map(
    invoices.map((invoice) => [
      invoice.id,
      {
        invoiceNumber: invoice.invoiceNumber,
        status: invoice.status,
        dueDate: invoice.dueDate,
        payPath: invoicePayPath(linkSecret, invoice),
      },
    ]),
  );
}

/** Regular orders as every page shows them, each with its NET 30 invoice when one was issued. */
export async function regularOrderDtos(
  db: Database | Tx,
  linkSecret: string,
  rows: Order[],
): Promise<RegularOrderDto[]> {
  const invoices = await invoicesOf(db, linkSecret, rows);
  return rows.map((row) =>
    toRegularOrderDto(row, row.manualInvoiceId === null ? null : (invoices.get(row.manualInvoiceId) ?? null)),
  );
}

export async function regularOrderDto(db: Database | Tx, linkSecret: string, row: Order): Promise<RegularOrderDto> {
  const [dto] = await regularOrderDtos(db, linkSecret, [row]);
  return dto!;
}
