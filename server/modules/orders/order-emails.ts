import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import { shipmentRows } from '../../../core/schemas/shipping';
import type { ShopIdentity } from '../../config';
import type { Order } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

/**
 * The order left the shop: the carrier, the tracking number and where it goes, the carrier's tracking page as the
 * button (once: the text part prints the button as its own line), and the signed link to the order either way.
 */
export function orderShippedEmail(shop: ShopIdentity, order: Order, statusUrl: string): RenderedEmail {
  const details: Array<[string, string]> = [
    ['Order', orderNumber('catalogue', order.id)],
    ['Total', formatUsd(order.totalAmountCents)],
    ...shipmentRows(order, order.shippingAddress ? [order.shippingAddress] : null),
    ['Your order', statusUrl],
  ];
  return renderEmail(shop, {
    subject: `Your order ${orderNumber('catalogue', order.id)} has shipped`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      order.trackingNumber
        ? 'Good news: your order is on its way. Follow the package with the tracking details below.'
        : 'Good news: your order is on its way.',
    ],
    details,
    action: order.trackingUrl
      ? { label: 'Track your package', url: order.trackingUrl }
      : { label: 'View your order', url: statusUrl },
  });
}

export function orderDeliveredEmail(shop: ShopIdentity, order: Order, statusUrl: string): RenderedEmail {
  return renderEmail(shop, {
    subject: `Your order ${orderNumber('catalogue', order.id)} has been delivered`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Your order has been delivered. We hope you enjoy your pins!',
      'If anything is missing or not right, reply to this e-mail and we will sort it out.',
    ],
    details: [['Order', orderNumber('catalogue', order.id)]],
    action: { label: 'View your order', url: statusUrl },
  });
}

/**
 * The admin's own message about an order (Send Email): blank lines separate its paragraphs; all of it escaped. The
 * order's number and its signed link close it, so the customer can open the order without an account.
 */
export function orderMessageEmail(
  shop: ShopIdentity,
  message: { customerName: string; subject: string; text: string },
  order: { number: string; statusUrl: string },
): RenderedEmail {
  const paragraphs = message.text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return renderEmail(shop, {
    subject: message.subject,
    greeting: `Hi ${message.customerName},`,
    paragraphs,
    details: [['Order', order.number]],
    action: { label: 'View your order', url: order.statusUrl },
  });
}
