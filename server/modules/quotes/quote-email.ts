import { BALANCE_DUE_LABEL, balanceTerms } from '../../../core/balance-terms';
import { formatUsd } from '../../../core/money';
import { pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import type { QuotedOrderPrice } from '../../../core/pricing/quoted-order';
import type { ShopIdentity } from '../../config';
import type { QuoteRequest } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

/** The owner's quote: the priced order and the link that pays its deposit (an earlier quote's link stops working). */
export function quoteEmail(
  shop: ShopIdentity,
  quote: QuoteRequest & { quotedSize: string; quotedPlating: string },
  price: QuotedOrderPrice,
  url: string,
): RenderedEmail {
  return renderEmail(shop, {
    subject: `Your custom pin quote #${quote.id}`,
    greeting: `Hi ${quote.customerName},`,
    paragraphs: [
      `Thank you for your quote request. Here is our quote for your ${quote.quantity} custom golf pins.`,
      ...(quote.quotedNotes ? [quote.quotedNotes] : []),
      `To accept it, pay the 10% deposit with the secure link below: we send your free mockup within 24 hours for you to approve. ${balanceTerms(price.remainingCents)}`,
      'The link works for 30 days. If we send you an updated quote, only the link in the newest e-mail works.',
    ],
    details: [
      ['Quote', `#${quote.id}`],
      ['Quantity', `${quote.quantity} pins`],
      ['Size', pinSizeLabel(quote.quotedSize)],
      ['Plating', pinPlatingLabel(quote.quotedPlating)],
      ['Quoted total', formatUsd(price.totalCents)],
      ['Deposit due now (10%)', formatUsd(price.depositCents)],
      [BALANCE_DUE_LABEL, formatUsd(price.remainingCents)],
    ],
    action: { label: 'Review and pay the deposit', url },
  });
}
