import { amountWithTax, customOrderTaxRows, customPaymentTaxCents } from '../../../core/tax-custom-order';
import { BALANCE_DUE_LABEL, balanceTerms } from '../../../core/balance-terms';
import { LEAD_TIME_TEXT, leadTimeLabel } from '../../../core/lead-time';
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import { customPinsLine } from '../../../core/pricing/quoted-order';
import { amountRows, formatAmountRow, formatLine, tierSavingsOf } from '../../../core/pricing/summary';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { taxRowLabel } from '../../../core/tax-summary';
import type { ShopIdentity } from '../../config';
import type { CustomOrder, ManualInvoice, Order } from '../../db/schema';
import { renderEmail, type EmailContent, type RenderedEmail } from '../../integrations/mail/templates';
import { productCount } from '../../../core/pricing/price-table';

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

const orderTaxLabel = (order: Order) =>
  taxRowLabel({ region: order.taxRegion, components: order.taxComponents, exemptReason: order.taxExemptReason });

export function orderConfirmationEmail(
  shop: ShopIdentity,
  order: Order,
  totals: { subtotalCents: number; shippingCents: number; discountCents: number },
  link: string,
): RenderedEmail {
  return receipt(shop, order.testMode, {
    subject: `Order ${orderNumber('catalogue', order.id)} confirmed: thank you for your order`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Thank you for your order. Your payment was received and we are getting your pins ready; most items ship within 1-2 business days.',
      'Here is your order:',
    ],
    details: [
      ['Order', orderNumber('catalogue', order.id)],
      ...order.items.map((item) => [item.name, formatLine(item.quantity, item.priceCents)] as [string, string]),
      ...amountRows(
        {
          subtotalCents: totals.subtotalCents,
          tierSavingsCents: tierSavingsOf(order.items),
          discountCents: totals.discountCents,
          shippingCents: totals.shippingCents,
          taxCents: order.taxCents,
          totalCents: order.totalAmountCents,
        },
        { discountCode: order.discountCode, totalLabel: 'Total paid', taxLabel: orderTaxLabel(order) },
      ).map((row) => [row.label, formatAmountRow(row)] as [string, string]),
      ...(order.taxExemptReason
        ? [['No sales tax', order.taxExemptReason.replace(/^Exempt: /, '')] as [string, string]]
        : []),
      ...(order.shippingAddress ? [['Ship to', order.shippingAddress] as [string, string]] : []),
    ],
    action: { label: 'View your order', url: link },
  });
}

/** A custom order's price lines above its total: the pins (price per pin x quantity), the rush fee, the discount. */
function customPriceRows(order: CustomOrder): Array<[string, string]> {
  const pins = customPinsLine({
    quantity: order.quantity,
    pricePerPinCents: order.pricePerPinCents,
    rushFeeCents: order.rushOrderFeeCents,
    discountCents: order.discountAmountCents,
    totalCents: order.totalPriceCents,
  });
  return [
    [pins.label, formatUsd(pins.cents)],
    ...(order.rushOrderFeeCents > 0 ? [['Rush fee', formatUsd(order.rushOrderFeeCents)] as [string, string]] : []),
    ...(order.discountAmountCents > 0
      ? [
          [
            order.discountCode ? `Discount (${order.discountCode})` : 'Discount',
            `-${formatUsd(order.discountAmountCents)}`,
          ] as [string, string],
        ]
      : []),
  ];
}

export function depositReceiptEmail(shop: ShopIdentity, order: CustomOrder, link: string): RenderedEmail {
  const number = orderNumber('custom', order.id);
  // Paid in full at the deposit step: nothing more is owed, but the design still waits for the customer's approval.
  const inFull = order.remainingBalanceCents === 0;
  return receipt(shop, order.testMode, {
    subject: inFull
      ? `Payment received for custom order ${number}: paid in full`
      : `Deposit received for custom order ${number}`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: inFull
      ? [
          'Thank you: your custom pin order is paid in full and in our queue. There is nothing more to pay.',
          'What happens next: our designers send you a mockup within 24 hours and you approve it on its proof page; production starts once you approve.',
        ]
      : [
          'Thank you: your 10% deposit is paid and your custom pin order is in our queue.',
          `What happens next: our designers send you a mockup within 24 hours and you approve it on its proof page. ${balanceTerms(order.remainingBalanceCents)} We e-mail you a secure link to pay it as soon as you approve.`,
        ],
    details: [
      ['Custom order', number],
      ['Quantity', productCount(order.quantity, order.product)],
      ['Size', pinSizeLabel(order.size)],
      ['Plating', pinPlatingLabel(order.plating)],
      ['Packaging', pinPackagingLabel(order.packaging)],
      ['Delivery', leadTimeLabel(order.rushOrder)],
      ...customPriceRows(order),
      ['Order total', formatUsd(order.totalPriceCents)],
      ...customOrderTaxRows(order),
      ...(inFull
        ? ([['Paid in full', amountWithTax(order.depositAmountCents, order.depositTaxCents)]] as Array<
            [string, string]
          >)
        : ([
            ['Deposit paid', amountWithTax(order.depositAmountCents, order.depositTaxCents)],
            [BALANCE_DUE_LABEL, amountWithTax(order.remainingBalanceCents, customPaymentTaxCents(order, 'balance'))],
          ] as Array<[string, string]>)),
    ],
    action: { label: 'Track your order', url: link },
  });
}

export function balanceReceiptEmail(shop: ShopIdentity, order: CustomOrder, link: string): RenderedEmail {
  return receipt(shop, order.testMode, {
    subject: `Balance paid for custom order ${orderNumber('custom', order.id)}`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      'Thank you: your remaining balance is paid and your pins now go into production.',
      `We will e-mail you the tracking information as soon as they ship; delivery is usually ${LEAD_TIME_TEXT} after payment.`,
    ],
    details: [
      ['Custom order', orderNumber('custom', order.id)],
      ['Order total', formatUsd(order.totalPriceCents)],
      ...customOrderTaxRows(order),
      ['Deposit paid', amountWithTax(order.depositAmountCents, order.depositTaxCents)],
      ['Balance paid', amountWithTax(order.remainingBalanceCents, customPaymentTaxCents(order, 'balance'))],
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
