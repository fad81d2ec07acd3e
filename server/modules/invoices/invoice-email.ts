import { formatUsd } from '../../../core/money';
import type { ShopIdentity } from '../../config';
import type { ManualInvoice } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

/** The e-mail that sends a new invoice: its lines, totals, due date, terms and notes, and the signed pay link. */
export function invoiceEmail(
  shop: ShopIdentity,
  invoice: ManualInvoice,
  payUrl: string,
  /** The order the invoice was issued from (NET 30), with its signed page. */
  order?: { number: string; url: string },
): RenderedEmail {
  const billTo = [invoice.customerName, invoice.customerCompany, invoice.customerAddress].filter(Boolean).join('\n');
  return renderEmail(shop, {
    subject: `Invoice ${invoice.invoiceNumber} from ${shop.name}`,
    greeting: `Hi ${invoice.customerName},`,
    paragraphs: [
      `Here is invoice ${invoice.invoiceNumber} for ${formatUsd(invoice.totalCents)}, due on ${invoice.dueDate}. Pay it securely with the link below; no PayPal account is needed.`,
      ...(invoice.notes ? [invoice.notes] : []),
    ],
    details: [
      ['Invoice', invoice.invoiceNumber],
      ...(order ? [['Your order', `${order.number}: ${order.url}`] as [string, string]] : []),
      ['Bill to', billTo],
      ...invoice.items.map((item): [string, string] => [
        item.quantity > 1
          ? `${item.description} (${item.quantity} x ${formatUsd(item.unitPriceCents)})`
          : item.description,
        formatUsd(item.unitPriceCents * item.quantity),
      ]),
      ['Subtotal', formatUsd(invoice.subtotalCents)],
      ['Tax', formatUsd(invoice.taxCents)],
      ['Total due', formatUsd(invoice.totalCents)],
      ['Due date', invoice.dueDate],
      ...(invoice.terms ? [['Terms', invoice.terms] as [string, string]] : []),
    ],
    action: { label: `Pay invoice ${invoice.invoiceNumber}`, url: payUrl },
  });
}
