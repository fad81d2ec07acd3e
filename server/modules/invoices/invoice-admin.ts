/**
 * The admin's manual invoices: create (numbered from a sequence, e-mailed with its signed pay link), the latest
 * ones with how they were paid, and delete while nothing is paying them. Every change is audited in its own
 * transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isCalendarDay } from '../../../core/dates';
import { AppError } from '../../../core/errors';
import { centsToDollars, dollarsToCents, formatUsd } from '../../../core/money';
import { pageOf, readCursor } from '../../../core/cursor';
import {
  INVOICE_DEFAULTS,
  type AdminInvoice,
  type AdminInvoiceQuery,
  type invoiceBodySchema,
} from '../../../core/schemas/admin';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import { afterTimeCursor, containsText, cursorTime, newestFirst } from '../../db/keyset';
import { manualInvoices, payments, type InvoiceItem, type ManualInvoice } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { recordCustomerContact } from '../marketing';
import { invoiceEmail } from './invoice-email';
import { invoicePayPath } from './invoice-links';

export type InvoiceInput = z.output<typeof invoiceBodySchema>;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  deleted: 'Invoice deleted.',
  paid: 'A paid invoice cannot be deleted.',
  inProgress: 'This invoice has a payment in progress and cannot be deleted.',
  tooLarge: 'An invoice total cannot be more than $1,000,000.00.',
  badDueDate: 'Due date must be a real calendar date (YYYY-MM-DD).',
} as const;

/** The most one invoice may ask for (it also keeps every amount well inside the integer columns). */
export const MAX_INVOICE_CENTS = 100_000_000;

const DAY_MS = 86_400_000;

/** Payment statuses that stop a delete: money on its way (open) or taken (captured). */
const BUSY_PAYMENT_STATUSES = ['created', 'approved', 'pending', 'captured'] as const;

export interface InvoiceAdminDeps {
  db: Database;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  now: () => Date;
}

/** What the audit log keeps of an invoice (created: after; deleted: before). */
function audited(invoice: ManualInvoice): Record<string, unknown> {
  return {
    invoiceNumber: invoice.invoiceNumber,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    customerCompany: invoice.customerCompany,
    items: invoice.items,
    subtotalCents: invoice.subtotalCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    dueDate: invoice.dueDate,
    terms: invoice.terms,
    status: invoice.status,
  };
}

/** The search box: the invoice number ("INV-100002"), or part of the customer's name, e-mail or company. */
function invoiceSearch(q: string) {
  return containsText(
    [
      manualInvoices.invoiceNumber,
      manualInvoices.customerName,
      manualInvoices.customerEmail,
      manualInvoices.customerCompany,
    ],
    q,
  );
}

export function createInvoiceAdmin({ db, linkSecret, shop, publicUrl, now }: InvoiceAdminDeps) {
  const payUrl = (invoice: ManualInvoice) => `${publicUrl}${invoicePayPath(linkSecret, invoice)}`;

  function toAdminInvoice(invoice: ManualInvoice, captureId: string | null): AdminInvoice {
    return {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      customerCompany: invoice.customerCompany,
      customerAddress: invoice.customerAddress,
      items: invoice.items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unitPrice: centsToDollars(item.unitPriceCents),
      })),
      subtotal: centsToDollars(invoice.subtotalCents),
      tax: centsToDollars(invoice.taxCents),
      total: centsToDollars(invoice.totalCents),
      dueDate: invoice.dueDate,
      terms: invoice.terms,
      notes: invoice.notes,
      status: invoice.status,
      sentAt: invoice.sentAt?.toISOString() ?? null,
      paidAt: invoice.paidAt?.toISOString() ?? null,
      captureId,
      payUrl: payUrl(invoice),
      createdAt: invoice.createdAt.toISOString(),
    };
  }

  return {
    /**
     * Creates the invoice and queues its e-mail in one transaction. The number comes from a sequence, so invoices
     * created at the same moment (on any instance) never share one; the server prices every line in cents.
     */
    async createInvoice(input: InvoiceInput, actor: CurrentUser, ip: string): Promise<AdminInvoice> {
      const items: InvoiceItem[] = input.items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unitPriceCents: dollarsToCents(item.amount),
      }));
      const subtotalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
      const taxCents = dollarsToCents(input.tax);
      const totalCents = subtotalCents + taxCents;
      if (totalCents > MAX_INVOICE_CENTS) throw new AppError('bad_request', INVOICE_MESSAGES.tooLarge);
      if (input.dueDate && !isCalendarDay(input.dueDate)) {
        throw new AppError('bad_request', INVOICE_MESSAGES.badDueDate);
      }
      const at = now();
      const dueDate =
        input.dueDate || new Date(at.getTime() + INVOICE_DEFAULTS.dueInDays * DAY_MS).toISOString().slice(0, 10);

      return db.transaction(async (tx) => {
        const [invoice] = await tx
          .insert(manualInvoices)
          .values({
            // manual_invoice_number_seq (invoiceNumberSequence): unique under any concurrency, 6 digits.
            invoiceNumber: sql`'INV-' || nextval('manual_invoice_number_seq')`,
            customerName: input.customerName,
            customerEmail: input.customerEmail,
            customerCompany: input.customerCompany || null,
            customerAddress: input.customerAddress || null,
            dueDate,
            terms: input.terms || INVOICE_DEFAULTS.terms,
            notes: input.notes || INVOICE_DEFAULTS.note,
            items,
            subtotalCents,
            taxCents,
            totalCents,
            status: 'pending',
            sentAt: at,
          })
          .returning();
        const created = invoice!;
        await recordCustomerContact(tx, {
          email: created.customerEmail,
          name: created.customerName,
          company: created.customerCompany,
          source: 'invoice',
        });
        await enqueueEmail(tx, {
          to: created.customerEmail,
          ...invoiceEmail(shop, created, payUrl(created)),
          payload: { invoiceId: created.id },
          attachments: [{ kind: 'invoice-pdf', id: created.id }],
        });
        await recordAudit(tx, {
          actor,
          action: 'invoice.create',
          entity: 'manual_invoices',
          entityId: created.id,
          details: { invoiceNumber: created.invoiceNumber, total: formatUsd(totalCents) },
          after: audited(created),
          ip,
        });
        return toAdminInvoice(created, null);
      });
    },

    /** The newest invoices first, each with the capture that paid it (if any) and its signed pay link. */
    async latestInvoices(query: AdminInvoiceQuery): Promise<{ invoices: AdminInvoice[]; nextCursor: string | null }> {
      const found = await db
        .select({ invoice: manualInvoices, captureId: payments.captureId, at: cursorTime(manualInvoices.createdAt) })
        .from(manualInvoices)
        // The payments module's rows, read for display. At most one is captured per invoice: a second capture is
        // refunded (voided), and one refunded at PayPal is no longer captured.
        .leftJoin(payments, and(eq(payments.manualInvoiceId, manualInvoices.id), eq(payments.status, 'captured')))
        .where(
          and(
            query.q ? invoiceSearch(query.q) : undefined,
            afterTimeCursor(
              manualInvoices.createdAt,
              manualInvoices.id,
              query.cursor ? readCursor(query.cursor) : null,
            ),
          ),
        )
        .orderBy(...newestFirst(manualInvoices.createdAt, manualInvoices.id))
        .limit(query.limit + 1);
      const page = pageOf(found, query.limit, ({ invoice, at }) => ({ key: at, id: invoice.id }));
      return {
        invoices: page.rows.map(({ invoice, captureId }) => toAdminInvoice(invoice, captureId)),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * Deletes an invoice nobody is paying. The row lock is taken first: a capture that is marking it paid finishes
     * before this reads it (and the delete is refused), and a payment being created for it (its foreign key holds
     * a share lock on the row) is committed and seen here. After the delete, markPaid finds no row, so a late
     * capture is refunded instead of lost.
     */
    async deleteInvoice(id: number, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [invoice] = await tx.select().from(manualInvoices).where(eq(manualInvoices.id, id)).for('update');
        if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
        if (invoice.status === 'paid') throw new AppError('conflict', INVOICE_MESSAGES.paid);
        const busy = await tx
          .select({ status: payments.status })
          .from(payments)
          .where(and(eq(payments.manualInvoiceId, id), inArray(payments.status, [...BUSY_PAYMENT_STATUSES])));
        if (busy.some((payment) => payment.status === 'captured')) {
          throw new AppError('conflict', INVOICE_MESSAGES.paid);
        }
        if (busy.length > 0) throw new AppError('conflict', INVOICE_MESSAGES.inProgress);
        await tx.delete(manualInvoices).where(eq(manualInvoices.id, id));
        await recordAudit(tx, {
          actor,
          action: 'invoice.delete',
          entity: 'manual_invoices',
          entityId: id,
          details: { invoiceNumber: invoice.invoiceNumber },
          before: audited(invoice),
          ip,
        });
      });
    },
  };
}
