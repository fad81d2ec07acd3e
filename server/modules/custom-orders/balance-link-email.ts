import { balanceNowDue, DESIGN_APPROVED_SUBJECT } from '../../../core/balance-terms';
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import type { ShopIdentity } from '../../config';
import type { CustomOrder } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

export interface BalanceLinkEmailOptions {
  /**
   * The design's approval (the customer's on the proof page, or the admin setting "approved"): the one e-mail that
   * says so (issue 17). Otherwise a link the admin sends (again).
   */
  approval?: boolean;
  /** A new link that ended the earlier one (default); false when the e-mail carries the order's live link again. */
  replaced?: boolean;
}

/** The e-mail that carries the order's balance link, with the balance due now and the order's signed link. */
export function balanceLinkEmail(
  shop: ShopIdentity,
  order: CustomOrder,
  url: string,
  expiresAt: Date,
  statusUrl: string,
  { approval = false, replaced = true }: BalanceLinkEmailOptions = {},
): RenderedEmail {
  const number = orderNumber('custom', order.id);
  const approved = approval || order.status === 'approved';
  return renderEmail(shop, {
    subject: approval
      ? `${DESIGN_APPROVED_SUBJECT}: pay the balance of custom order ${number}`
      : `Pay the balance of custom order ${number}`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      approved
        ? `${balanceNowDue(order.remainingBalanceCents)} Pay it with the secure link below.`
        : `We sent you the mockup of your pins. The balance of ${formatUsd(order.remainingBalanceCents)} is due after you approve your design, before production starts: once you approve it, pay it with the secure link below.`,
      replaced
        ? `The link works until ${expiresAt.toUTCString()}. Any earlier balance link for this order no longer works; if this one expires, reply to this e-mail and we will send you a new one.`
        : `The link works until ${expiresAt.toUTCString()}; if it expires, reply to this e-mail and we will send you a new one.`,
    ],
    details: [
      ['Order', number],
      ['Order total', formatUsd(order.totalPriceCents)],
      ['Deposit paid', formatUsd(order.depositAmountCents)],
      ['Balance due now', formatUsd(order.remainingBalanceCents)],
      ['Your order', statusUrl],
    ],
    action: { label: 'Pay the balance', url },
  });
}
