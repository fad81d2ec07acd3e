import { orderNumber } from '../../../core/order-numbers';
import type { ShopIdentity } from '../../config';
import type { CustomOrder } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

/** The admin marked the custom order shipped: the customer hears it, with the link to the order's status page. */
export function customOrderShippedEmail(shop: ShopIdentity, order: CustomOrder, statusUrl: string): RenderedEmail {
  return renderEmail(shop, {
    subject: `Your custom pins are on their way (order ${orderNumber('custom', order.id)})`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Good news: your custom pins have shipped. Delivery usually takes a few business days from today.',
      'You can follow your order on its status page at any time.',
    ],
    details: [
      ['Order', orderNumber('custom', order.id)],
      ['Quantity', `${order.quantity} pins`],
    ],
    action: { label: 'View your order', url: statusUrl },
  });
}
