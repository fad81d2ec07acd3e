/**
 * A NET 30 invoice issued from a catalogue order, in the order module's transaction (the order moves to
 * processing in the same one): the order's lines at the prices it was placed at, shipping as a line, the code's
 * discount as a negative line, the order's sales tax as the invoice's tax, so its total is the order's to the cent.
 * Numbered from the same sequence as the admin's manual invoices and e-mailed with the same signed pay link.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import { NET30_DUE_DAYS, NET30_TERMS } from '../../../core/schemas/invoice-orders';
import type { ShopIdentity } from '../../config';
import type { Tx } from '../../db/client';
import { manualInvoices, type InvoiceItem, type ManualInvoice } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { MAX_INVOICE_CENTS, INVOICE_MESSAGES } from './invoice-admin';
import { invoiceEmail } from './invoice-email';
import { invoicePayPath } from './invoice-links';

const DAY_MS = 86_400_000;

export interface OrderForInvoice {
  orderId: number;
  /** C-1001: named in the invoice's notes and its audit row. */
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  companyName: string | null;
  address: string | null;
  lines: Array<{ name: string; quantity: number; unitPriceCents: number }>;
  shippingCents: number;
  discount: { code: string | null; cents: number } | null;
  /** The order's sales tax (the invoice's tax line, on top of its lines) and its label, "Sales tax (CA 7.25%)". */
  tax?: { cents: number; label: string | null };
  /** The customer's PO number or note from the checkout. */
  reference: string | null;
  /** The order's own page by its signed link, named in the invoice's e-mail. */
  statusUrl: string;
}

export interface InvoiceFromOrderDeps {
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  now: () => Date;
}

/** The invoice's lines: the products, shipping, and the discount as a negative line. */
export function invoiceItemsForOrder(order: Pick<OrderForInvoice, 'lines' | 'shippingCents' | 'discount'>) {
  const items: InvoiceItem[] = order.lines.map((line) => ({
    description: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  }));
  if (order.shippingCents > 0)
    items.push({ description: 'Shipping', quantity: 1, unitPriceCents: order.shippingCents });
  if (order.discount && order.discount.cents > 0) {
    const label = order.discount.code ? `Discount (${order.discount.code})` : 'Discount';
    items.push({ description: label, quantity: 1, unitPriceCents: -order.discount.cents });
  }
  return items;
}

export function createInvoiceFromOrder({ linkSecret, shop, publicUrl, now }: InvoiceFromOrderDeps) {
  /** Writes the invoice, queues its e-mail and its audit row, all in the caller's transaction. */
  return async function issueFromOrder(tx: Tx, order: OrderForInvoice, actor: CurrentUser, ip: string) {
    const items = invoiceItemsForOrder(order);
    const subtotalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    const taxCents = order.tax?.cents ?? 0;
    const totalCents = subtotalCents + taxCents;
    if (totalCents > MAX_INVOICE_CENTS) throw new AppError('conflict', INVOICE_MESSAGES.tooLarge);
    if (subtotalCents < 0) throw new AppError('conflict', 'The discount is larger than the order');
    const at = now();
    const dueDate = new Date(at.getTime() + NET30_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
    const notes = [
      `NET 30 invoice for order ${order.orderNumber}.`,
      order.reference ? `Your reference: ${order.reference}.` : null,
      taxCents > 0 && order.tax?.label ? `${order.tax.label}: ${formatUsd(taxCents)}.` : null,
      `Please make payment within ${NET30_DUE_DAYS} days. Thank you for your business.`,
    ]
      .filter(Boolean)
      .join(' ');
    const [created] = await tx
      .insert(manualInvoices)
      .values({
        // The admin's sequence (manual_invoice_number_seq): unique under any concurrency.
        invoiceNumber: sql`'INV-' || nextval('manual_invoice_number_seq')`,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerCompany: order.companyName,
        customerAddress: order.address,
        dueDate,
        terms: NET30_TERMS,
        notes,
        items,
        subtotalCents,
        taxCents,
        totalCents,
        status: 'pending',
        sentAt: at,
      })
      .returning();
    const invoice: ManualInvoice = created!;
    const payPath = invoicePayPath(linkSecret, invoice);
    await enqueueEmail(tx, {
      to: invoice.customerEmail,
      ...invoiceEmail(shop, invoice, `${publicUrl}${payPath}`, { number: order.orderNumber, url: order.statusUrl }),
      payload: { invoiceId: invoice.id, orderId: order.orderId },
      attachments: [{ kind: 'invoice-pdf', id: invoice.id }],
    });
    await recordAudit(tx, {
      actor,
      action: 'invoice.create',
      entity: 'manual_invoices',
      entityId: invoice.id,
      details: { invoiceNumber: invoice.invoiceNumber, total: formatUsd(totalCents), order: order.orderNumber },
      after: { invoiceNumber: invoice.invoiceNumber, items, totalCents, dueDate, terms: NET30_TERMS },
      ip,
    });
    return { invoice, payPath };
  };
}
