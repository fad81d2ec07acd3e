import { BALANCE_DUE_LABEL, balanceNowDue, balanceTerms, DESIGN_APPROVED_SUBJECT } from '../../../core/balance-terms';
import { customOrderTaxRows } from '../../../core/tax-custom-order';
import { formatDate } from '../../../core/en-us-dates';
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import type { ShopIdentity } from '../../config';
import type { CustomOrder } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

export interface BalanceLinkEmailOptions {
  /**
   * The design's approval (the customer's on the proof page, or the admin setting "approved"): the one e-mail that
   * says so. Otherwise a link the admin sends (again).
   */
  approval?: boolean;
  /** A new link that ended the earlier one (default); false when the e-mail carries the order's live link again. */
  replaced?: boolean;
  /** The proof page, when a proof waits for the customer's approval (the balance is paid after it). */
  proofUrl?: string | null;
}

/** "December 29, 2026": the link's last day, as the shop writes dates (no Intl in the server). */
export function linkExpiryDay(expiresAt: Date): string {
  return formatDate(expiresAt, 'long', 'utc');
}

/**
 * Before the design is approved the balance is not due yet: the e-mail says when it will be, and sends the customer
 * to the proof when there is one (never "the mockup was sent" when none was). The link itself waits in the text.
 */
function notYetDue(order: CustomOrder, url: string, proofUrl: string | null): string[] {
  const first = proofUrl
    ? 'Your proof is ready: please review and approve it first (the button below opens it).'
    : 'We are preparing the proof of your pins and will e-mail it to you for approval.';
  return [
    `${first} ${balanceTerms(order.remainingBalanceCents)}`,
    `Once your design is approved, pay the balance with this secure link: ${url}`,
  ];
}

/** The e-mail that carries the order's balance link: due now once the design is approved, else after approval. */
export function balanceLinkEmail(
  shop: ShopIdentity,
  order: CustomOrder,
  url: string,
  expiresAt: Date,
  statusUrl: string,
  { approval = false, replaced = true, proofUrl = null }: BalanceLinkEmailOptions = {},
): RenderedEmail {
  const number = orderNumber('custom', order.id);
  const approved = approval || order.status === 'approved';
  const until = linkExpiryDay(expiresAt);
  return renderEmail(shop, {
    subject: approval
      ? `${DESIGN_APPROVED_SUBJECT}: pay the balance of custom order ${number}`
      : approved
        ? `Pay the balance of custom order ${number}`
        : `Your balance link for custom order ${number} (due after you approve your design)`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      ...(approved
        ? [`${balanceNowDue(order.remainingBalanceCents)} Pay it with the secure link below.`]
        : notYetDue(order, url, proofUrl)),
      replaced
        ? `The balance link works until ${until}. Any earlier balance link for this order no longer works; if this one expires, reply to this e-mail and we will send you a new one.`
        : `The balance link works until ${until}; if it expires, reply to this e-mail and we will send you a new one.`,
    ],
    details: [
      ['Order', number],
      ['Order total', formatUsd(order.totalPriceCents)],
      ...customOrderTaxRows(order),
      ['Deposit paid', formatUsd(order.depositAmountCents)],
      [approved ? 'Balance due now' : BALANCE_DUE_LABEL, formatUsd(order.remainingBalanceCents)],
      ['Your order', statusUrl],
    ],
    action: approved
      ? { label: 'Pay the balance', url }
      : proofUrl
        ? { label: 'Review your proof', url: proofUrl }
        : { label: 'Balance payment link', url },
  });
}
