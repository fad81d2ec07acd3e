/**
 * The demo invoices' removal (modules/settings/demo-data.ts): an invoice the seed loaded (its number and customer's
 * address as seeded) goes unless a payment was made or started for it.
 */
import { inArray } from 'drizzle-orm';
import type { KeptDemoRow } from '../../../core/schemas/demo-data';
import type { Tx } from '../../db/client';
import { manualInvoices, payments } from '../../db/schema';
import { demoInvoices } from '../../db/seed/invoices';

export async function removeDemoInvoices(tx: Tx): Promise<{ removed: number; kept: KeptDemoRow[] }> {
  const seeded = new Map(demoInvoices.map((invoice) => [invoice.invoiceNumber, invoice]));
  const rows = await tx
    .select()
    .from(manualInvoices)
    .where(inArray(manualInvoices.invoiceNumber, [...seeded.keys()]))
    .for('update');
  const demo = rows.filter((row) => row.customerEmail === seeded.get(row.invoiceNumber)!.customerEmail);
  if (demo.length === 0) return { removed: 0, kept: [] };
  const paid = new Set(
    (
      await tx
        .select({ id: payments.manualInvoiceId })
        .from(payments)
        .where(
          inArray(
            payments.manualInvoiceId,
            demo.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  );
  const kept: KeptDemoRow[] = demo
    .filter((row) => paid.has(row.id))
    .map((row) => ({ kind: 'invoices', name: row.invoiceNumber, reason: 'a customer paid or started paying it' }));
  const gone = demo.filter((row) => !paid.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(manualInvoices).where(inArray(manualInvoices.id, gone));
  return { removed: gone.length, kept };
}
