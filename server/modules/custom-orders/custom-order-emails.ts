import { orderNumber } from '../../../core/order-numbers';
import { shipToLines } from '../../../core/schemas/ship-to';
import { shipmentRows } from '../../../core/schemas/shipping';
import type { ShopIdentity } from '../../config';
import type { CustomOrder } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';
import { productCount } from '../../../core/pricing/price-table';

/**
 * The owner shipped the custom order (the ship dialog): the carrier, the tracking number, the carrier's tracking
 * page as the button, the address it goes to and the order's status page.
 */
export function customOrderShippedEmail(shop: ShopIdentity, order: CustomOrder, statusUrl: string): RenderedEmail {
  const number = orderNumber('custom', order.id);
  return renderEmail(shop, {
    subject: `Your custom pins are on their way (order ${number})`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Good news: your custom pins have shipped. Follow the package with the tracking details below.',
      'You can follow your order on its status page at any time.',
    ],
    details: [
      ['Order', number],
      ['Quantity', productCount(order.quantity, order.product)],
      ...shipmentRows(order, order.shipTo ? shipToLines(order.shipTo) : null),
      ['Your order', statusUrl],
    ],
    action: order.trackingUrl
      ? { label: 'Track your package', url: order.trackingUrl }
      : { label: 'View your order', url: statusUrl },
  });
}

/** The owner marked the custom order delivered. */
export function customOrderDeliveredEmail(shop: ShopIdentity, order: CustomOrder, statusUrl: string): RenderedEmail {
  const number = orderNumber('custom', order.id);
  return renderEmail(shop, {
    subject: `Your custom pins have been delivered (order ${number})`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Your custom pins have been delivered. We hope they make your event one to remember!',
      'If anything is missing or not right, reply to this e-mail and we will sort it out.',
    ],
    details: [['Order', number]],
    action: { label: 'View your order', url: statusUrl },
  });
}
