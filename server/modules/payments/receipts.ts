import { formatUsd } from '../../../core/money';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import type { ShopIdentity } from '../../config';
import type { CustomOrder, ManualInvoice, Order } from '../../db/schema';
import { renderEmail, type EmailContent, type RenderedEmail } from '../../integrations/mail/templates';

export const TEST_MODE_NOTE = 'Test mode: no real payment was taken. This order is a test and will not be made.';

/** A receipt for a payment made through the PayPal stand-in says so, in the subject and first. */
function receipt(shop: ShopIdentity, testMode: boolean, content: EmailContent): RenderedEmail {
  if (!testMode) return renderEmail(shop, content);
  return renderEmail(shop, {
    ...content,
    subject: `[Test] ${content.subject}`,
    paragraphs: [TEST_MODE_NOTE, ...content.paragraphs],
  });
}

export function orderConfirmationEmail(
  shop: ShopIdentity,
  order: Order,
  totals: { subtotalCents: number; shippingCents: number; discountCents: number },
  link: string,
): RenderedEmail {
  return receipt(shop, order.testMode, {
    subject: `Order #${order.id} confirmed: thank you for your order`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Thank you for your order. Your payment was received and we are getting your pins ready; most items ship within 1-2 business days.',
      'Here is your order:',
    ],
    details: [
      ['Order', `#${order.id}`],
      ...order.items.map((item) => [item.name, `${item.quantity} x ${formatUsd(item.priceCents)}`] as [string, string]),
      ['Subtotal', formatUsd(totals.subtotalCents)],
      ...(totals.discountCents > 0
        ? [
            [
              `Discount${order.discountCode ? ` (${order.discountCode})` : ''}`,
              `-${formatUsd(totals.discountCents)}`,
            ] as [string, string],
          ]
        : []),
      ['Shipping', formatUsd(totals.shippingCents)],
      ['Total paid', formatUsd(order.totalAmountCents)],
      ...(order.shippingAddress ? [['Ship to', order.shippingAddress] as [string, string]] : []),
    ],
    action: { label: 'View your order', url: link },
  });
}

export function depositReceiptEmail(shop: ShopIdentity, order: CustomOrder, link: string): RenderedEmail {
  return receipt(shop, order.testMode, {
    subject: `Deposit received for custom order #${order.id}`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Thank you: your 10% deposit is paid and your custom pin order is in our queue.',
      'What happens next: our designers send you a mockup within 24 hours; once you approve it by e-mail we start production, and you pay the remaining balance by a secure link when your pins are ready to ship.',
    ],
    details: [
      ['Custom order', `#${order.id}`],
      ['Quantity', `${order.quantity} pins`],
      ['Size', pinSizeLabel(order.size)],
      ['Plating', pinPlatingLabel(order.plating)],
      ['Packaging', pinPackagingLabel(order.packaging)],
      ['Delivery', order.rushOrder ? 'Rush (2-3 weeks)' : 'Standard (3-4 weeks)'],
      ['Order total', formatUsd(order.totalPriceCents)],
      ['Deposit paid', formatUsd(order.depositAmountCents)],
      ['Balance due at shipping', formatUsd(order.remainingBalanceCents)],
    ],
    action: { label: 'Track your order', url: link },
  });
}

export function balanceReceiptEmail(shop: ShopIdentity, order: CustomOrder, link: string): RenderedEmail {
  return receipt(shop, order.testMode, {
    subject: `Balance paid for custom order #${order.id}`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Thank you: your remaining balance is paid and your pins now go into production.',
      'We will e-mail you the tracking information as soon as they ship; delivery is usually 2-3 weeks after payment.',
    ],
    details: [
      ['Custom order', `#${order.id}`],
      ['Order total', formatUsd(order.totalPriceCents)],
      ['Deposit paid', formatUsd(order.depositAmountCents)],
      ['Balance paid', formatUsd(order.remainingBalanceCents)],
    ],
    action: { label: 'Track your order', url: link },
  });
}

export function invoiceReceiptEmail(shop: ShopIdentity, invoice: ManualInvoice, testMode: boolean): RenderedEmail {
  return receipt(shop, testMode, {
    subject: `Invoice ${invoice.invoiceNumber} paid: thank you`,
    greeting: `Hi ${invoice.customerName},`,
    paragraphs: [`Thank you for your payment. Invoice #${invoice.invoiceNumber} has been paid in full.`],
    details: [
      ['Invoice', invoice.invoiceNumber],
      ...invoice.items.map(
        (item) => [item.description, `${item.quantity} x ${formatUsd(item.unitPriceCents)}`] as [string, string],
      ),
      ['Total paid', formatUsd(invoice.totalCents)],
    ],
  });
}
