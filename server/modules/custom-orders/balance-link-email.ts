import { formatUsd } from '../../../core/money';
import type { ShopIdentity } from '../../config';
import type { CustomOrder } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

/** The e-mail that carries a newly issued balance link (the old link stops working). */
export function balanceLinkEmail(shop: ShopIdentity, order: CustomOrder, url: string, expiresAt: Date): RenderedEmail {
  return renderEmail(shop, {
    subject: `Pay the balance of custom order #${order.id}`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      order.status === 'mockup_sent'
        ? 'We sent you the mockup of your pins: once you approve it, pay the remaining balance with the secure link below and we start production.'
        : 'Your design is approved: pay the remaining balance with the secure link below and we start production.',
      `The link works until ${expiresAt.toUTCString()}. Any earlier balance link for this order no longer works; if this one expires, reply to this e-mail and we will send you a new one.`,
    ],
    details: [
      ['Order', `#${order.id}`],
      ['Order total', formatUsd(order.totalPriceCents)],
      ['Deposit paid', formatUsd(order.depositAmountCents)],
      ['Remaining balance', formatUsd(order.remainingBalanceCents)],
    ],
    action: { label: 'Pay the balance', url },
  });
}
