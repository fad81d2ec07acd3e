import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import type { NewManualInvoice } from '../schema';

/**
 * Demo invoices payable by link. A link carries the invoice's token (/pay-invoice/INV-100001?amount=250&t=...):
 * `invoicePayPath(secret, invoice)` in modules/invoices/invoice-links.ts builds it; the browser tests rebuild it with
 * their server's SESSION_SECRET (these are rows 1 and 2 of a new database). Their numbers are fixed, so the seed
 * then moves the number sequence past them (advanceInvoiceNumbers).
 */
export const demoInvoices: NewManualInvoice[] = [
  {
    invoiceNumber: 'INV-100001',
    customerName: 'Pebble Coast Pro Shop',
    customerEmail: 'proshop@pebblecoast.example',
    customerCompany: 'Pebble Coast Golf Links',
    customerAddress: '1700 17-Mile Drive, Pebble Beach, CA 93953',
    dueDate: '2027-01-15',
    notes: 'Please pay within 30 days. Thank you for your business!',
    terms: 'Net 30',
    items: [
      { description: 'Custom soft enamel ball markers, 1 inch, gold', quantity: 100, unitPriceCents: 225 },
      { description: 'Backing cards', quantity: 100, unitPriceCents: 25 },
    ],
    subtotalCents: 25_000,
    taxCents: 0,
    totalCents: 25_000,
    status: 'pending',
  },
  {
    invoiceNumber: 'INV-100002',
    customerName: 'Harbour Town Invitational',
    customerEmail: 'events@harbourtown.example',
    dueDate: '2026-10-01',
    notes: 'Paid in full.',
    terms: 'Net 30',
    items: [{ description: 'Tournament pins, 1.5 inch, silver', quantity: 300, unitPriceCents: 400 }],
    subtotalCents: 120_000,
    taxCents: 0,
    totalCents: 120_000,
    status: 'paid',
    paidAt: new Date('2026-09-20T17:00:00Z'),
  },
];

/**
 * Moves manual_invoice_number_seq past every INV- number already issued (the demo invoices above are inserted with
 * fixed numbers after the migrations ran), so the admin's first invoice does not collide. Only ever forward: a second
 * run changes nothing.
 */
export async function advanceInvoiceNumbers(tx: Executor): Promise<void> {
  await tx.execute(sql`
    select setval('manual_invoice_number_seq', m.max_number)
    from (select max(substring(invoice_number from 5)::integer) as max_number
          from manual_invoices where invoice_number ~ '^INV-[0-9]{6}$') m,
         manual_invoice_number_seq s
    where m.max_number >= s.last_value
  `);
}
