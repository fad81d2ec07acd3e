import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgSequence, pgTable, text, integer } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz } from './columns';

export const invoiceStatuses = ['pending', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export interface InvoiceItem {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * The 6 digits of the next INV- number: a sequence, so two invoices created in the same second (or on two
 * instances) never get the same number. Migration 0009 moves it past any number already issued.
 */
export const invoiceNumberSequence = pgSequence('manual_invoice_number_seq', {
  startWith: 100001,
  minValue: 100001,
  maxValue: 999999,
});

export const manualInvoices = pgTable(
  'manual_invoices',
  {
    id: id(),
    /** INV- plus 6 digits; the /pay-invoice/{invoiceNumber} link. */
    invoiceNumber: text('invoice_number').notNull().unique('manual_invoices_invoice_number_key'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerCompany: text('customer_company'),
    customerAddress: text('customer_address'),
    /** YYYY-MM-DD. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    terms: text('terms').default('Net 30'),
    items: jsonb('items').$type<InvoiceItem[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('pending'),
    sentAt: timestamptz('sent_at'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('manual_invoices_status_check', oneOf(t.status, invoiceStatuses)),
    check(
      'manual_invoices_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    // The admin's list, newest first a page at a time (core/cursor.ts), read backwards.
    index('manual_invoices_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

export type ManualInvoice = typeof manualInvoices.$inferSelect;
export type NewManualInvoice = typeof manualInvoices.$inferInsert;
