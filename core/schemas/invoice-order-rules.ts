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
  awaitingInvoice: 'This order is awaiting its NET 30 invoice: issue the invoice or cancel the order first.',
  issued: 'Invoice issued and e-mailed to the customer.',
  cancelled: 'Order cancelled: its stock and discount code use were given back.',
} as const;
