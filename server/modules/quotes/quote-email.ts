import { BALANCE_DUE_LABEL, balanceTerms } from '../../../core/balance-terms';
import { formatUsd } from '../../../core/money';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import type { QuotedOrderPrice } from '../../../core/pricing/quoted-order';
import type { ShopIdentity } from '../../config';
import type { QuoteRequest } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';
import { productCount } from '../../../core/pricing/price-table';

/** The pins and what the designer's prices add to them, when anything is added (the rows add up to the total). */
function quotedExtrasRows(price: QuotedOrderPrice): Array<[string, string]> {
  if (price.packagingCents === 0 && price.rushFeeCents === 0) return [];
  const pinsCents = price.totalCents - price.packagingCents - price.rushFeeCents;
  return [
    ['Pins', formatUsd(pinsCents)],
    ...(price.packagingCents > 0 ? [['Packaging price', formatUsd(price.packagingCents)] as [string, string]] : []),
    ...(price.rushFeeCents > 0 ? [['Rush fee', formatUsd(price.rushFeeCents)] as [string, string]] : []),
  ];
}

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
      ['Quantity', productCount(quote.quantity, quote.product)],
      ['Size', pinSizeLabel(quote.quotedSize)],
      ['Plating', pinPlatingLabel(quote.quotedPlating)],
      ['Packaging', pinPackagingLabel(quote.quotedPackaging ?? '')],
      ['Delivery', quote.quotedRush ? 'Rush' : 'Standard'],
      ...quotedExtrasRows(price),
      ['Quoted total', formatUsd(price.totalCents)],
      ['Deposit due now (10%)', formatUsd(price.depositCents)],
      [BALANCE_DUE_LABEL, formatUsd(price.remainingCents)],
    ],
    action: { label: 'Review and pay the deposit', url },
  });
}
