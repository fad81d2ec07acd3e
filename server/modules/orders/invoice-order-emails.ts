/** The e-mails of a NET 30 order: received (to the customer; the owner's notice gets its details) and cancelled. */
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import { NET30_DUE_DAYS } from '../../../core/schemas/invoice-orders';
import type { ShopIdentity } from '../../config';
import type { Order } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

function lines(order: Order): Array<[string, string]> {
  const rows: Array<[string, string]> = order.items.map((item) => [
    `${item.name} (${item.quantity} x ${formatUsd(item.priceCents)})`,
    formatUsd(item.priceCents * item.quantity),
  ]);
  rows.push(['Subtotal', formatUsd(order.subtotalCents)]);
  if (order.discountAmountCents > 0) {
    rows.push([
      `Discount${order.discountCode ? ` (${order.discountCode})` : ''}`,
      `-${formatUsd(order.discountAmountCents)}`,
    ]);
  }
  rows.push(['Shipping', formatUsd(order.shippingCents)]);
  rows.push(['Total', formatUsd(order.totalAmountCents)]);
  return rows;
}

/** `next`: what happens now, as the checkout said it (invoiced at once, or waiting for approval and why). */
export function invoiceOrderReceivedEmail(
  shop: ShopIdentity,
  order: Order,
  statusUrl: string,
  next: string,
): RenderedEmail {
  const number = orderNumber('catalogue', order.id);
  return renderEmail(shop, {
    subject: `We received your order ${number} (NET 30)`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      `We received your order ${number} on NET ${NET30_DUE_DAYS} terms, and your pins are set aside for you.`,
      next,
    ],
    details: [
      ['Order', number],
      ...(order.companyName ? [['Company', order.companyName] as [string, string]] : []),
      ...lines(order),
      ['Payment', `Invoice, NET ${NET30_DUE_DAYS}`],
    ],
    action: { label: 'View your order', url: statusUrl },
  });
}

/** The owner's notice of a NET 30 order (modules/notifications): who ordered what, to issue its invoice for. */
export function invoiceOrderNoticeDetails(order: Order, reference: string | null): Array<[string, string]> {
  return [
    ['Order', orderNumber('catalogue', order.id)],
    ['Company', order.companyName ?? ''],
    ['Customer', `${order.customerName} <${order.customerEmail}>`],
    ...(reference ? [['PO / reference', reference] as [string, string]] : []),
    ['Ship to', order.shippingAddress ?? ''],
    ...lines(order),
  ];
}

export function invoiceOrderCancelledEmail(shop: ShopIdentity, order: Order, statusUrl: string): RenderedEmail {
  const number = orderNumber('catalogue', order.id);
  return renderEmail(shop, {
    subject: `Your order ${number} was cancelled`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      `We could not approve NET ${NET30_DUE_DAYS} terms for your order ${number}, so it was cancelled before any invoice: nothing is due.`,
      'You are welcome to order again and pay by card. If you have questions, reply to this e-mail.',
    ],
    details: [['Order', number]],
    action: { label: 'View your order', url: statusUrl },
  });
}
