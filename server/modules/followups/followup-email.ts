/**
 * The follow-ups' e-mails: the reminder of a checkout left at PayPal (what was in the cart, and the link back to it)
 * and the reminders of a quote not paid (its total, its deposit and the link that pays it).
 */
import { formatDate } from '../../../core/en-us-dates';
import { formatUsd } from '../../../core/money';
import type { ShopIdentity } from '../../config';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';
import type { LeftCheckout } from '../payments';
import type { UnpaidQuote } from '../quotes';
import { CART_LINK_DAYS } from './cart-link';

export function leftCheckoutEmail(shop: ShopIdentity, left: LeftCheckout, cartUrl: string): RenderedEmail {
  const started = formatDate(left.createdAt, 'long', 'utc');
  return renderEmail(shop, {
    subject: 'Your golf pins are still in your cart',
    greeting: `Hi ${left.customerName},`,
    paragraphs: [
      `You started paying for your order at PayPal on ${started} but the payment was not finished, so nothing was charged.`,
      `Your cart is saved: open it with the link below, on this device or any other, to check out when you are ready (the link works for ${CART_LINK_DAYS} days). Prices and stock are checked again when you pay.`,
      'Questions, or something went wrong at PayPal? Just reply to this e-mail.',
    ],
    details: left.lines.map((line) => [`${line.name} × ${line.quantity}`, formatUsd(line.lineTotalCents)]),
    action: { label: 'Back to your cart', url: cartUrl },
  });
}

export interface QuoteReminder {
  quote: UnpaidQuote;
  totalCents: number;
  depositCents: number;
  payUrl: string;
  /** Days since the quote was answered (3 or 10). */
  days: number;
}

export function quoteReminderEmail(shop: ShopIdentity, reminder: QuoteReminder): RenderedEmail {
  const { quote } = reminder;
  return renderEmail(shop, {
    subject: `Reminder: your custom pin quote #${quote.id}`,
    greeting: `Hi ${quote.customerName},`,
    paragraphs: [
      `We sent you our quote for ${quote.quantity} custom golf pins ${reminder.days} days ago. To accept it, pay the 10% deposit with the link below: we send your free mockup within 24 hours for you to approve.`,
      'If you have already paid, thank you, and please ignore this e-mail. Want a change to the quote? Just reply to it.',
    ],
    details: [
      ['Quote', `#${quote.id}`],
      ['Quantity', `${quote.quantity} pins`],
      ['Quoted total', formatUsd(reminder.totalCents)],
      ['Deposit due now (10%)', formatUsd(reminder.depositCents)],
    ],
    action: { label: 'Review and pay the deposit', url: reminder.payUrl },
  });
}
