/**
 * NET 30's terms and words that the checkout shows before any check, apart from the zod schemas in ./invoice-orders
 * (which re-exports them): importing that module builds its schemas, and with them zod, into /checkout (decision 021).
 */
export const NET30_TERMS = 'Net 30';
export const NET30_DUE_DAYS = 30;

export const INVOICE_ORDER_MESSAGES = {
  companyRequired: 'Please enter your company name.',
  signInRequired: 'Please sign in to pay by invoice (NET 30).',
  cartChanged: 'Your cart changed while you were ordering. Please review it and try again.',
  notAwaiting: 'This order is not awaiting an invoice.',
  awaitingInvoice: 'This NET 30 order waits for your approval: approve it (issue the invoice) or decline it first.',
  issued: 'Invoice issued and e-mailed to the customer.',
  cancelled: 'Order declined and cancelled: its stock and discount code use were given back; the customer is told.',
  awaitingApproval: 'Your order waits for our approval; we will e-mail you as soon as we have looked at it.',
  placed: 'Your order is placed and its invoice is on its way by e-mail.',
} as const;
