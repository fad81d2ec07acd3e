/** The one e-mail that asks a buyer for a review of what arrived, with the signed link to the form. */
import type { ShopIdentity } from '../../config';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';
import type { ReviewedOrder } from './reviewed-orders';

export function reviewRequestEmail(shop: ShopIdentity, order: ReviewedOrder, url: string): RenderedEmail {
  const firstName = order.customerName.trim().split(/\s+/)[0] || 'there';
  const what =
    order.kind === 'custom' ? 'your custom pins' : order.items.length > 1 ? 'your pins' : order.items[0]!.name;
  return renderEmail(shop, {
    subject: `How are ${order.kind === 'custom' ? 'your custom pins' : 'your pins'}? Order ${order.reference}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Your order ${order.reference} has arrived. Would you tell other golfers what you think of ${what}?`,
      'It takes a minute: choose 1 to 5 stars, write a few words and, if you like, add a photo of the pins. We read every review and publish it once we have checked it; we never remove one for its rating.',
    ],
    details: order.items.map((item) => ['Reviewing', item.name] as [string, string]),
    action: { label: 'Write a review', url },
  });
}
