/**
 * PayPal's redirect back to our page. The approve page sends the buyer to the PayPal order's return URL with
 * `token={PayPal order id}` and `PayerID` appended; cancelling returns to the same page without `PayerID`.
 * Read by lib/use-paypal-payment, which every payment page (checkout, pay links) goes through.
 */

/** A PayPal order id as our API accepts it (the capture route's pattern). */
const PAYPAL_ORDER_ID = /^[A-Z0-9]{1,36}$/;

/** The query parameters PayPal appends on its way back (plus older ones some flows still add). */
const PAYPAL_RETURN_PARAMS = ['token', 'PayerID', 'paymentId', 'ba_token'] as const;

export interface PayPalReturn {
  /** The PayPal order the buyer approved or cancelled. */
  orderId: string;
  /** True when the buyer approved (PayPal sends PayerID); false when they cancelled. */
  approved: boolean;
}

/** The PayPal return in this query string, or null when the page was opened normally. */
export function parsePayPalReturn(search: URLSearchParams): PayPalReturn | null {
  const token = search.get('token');
  if (!token || !PAYPAL_ORDER_ID.test(token)) return null;
  return { orderId: token, approved: Boolean(search.get('PayerID')) };
}

/** The same query without PayPal's parameters, so a reload does not replay the return. */
export function withoutPayPalReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of PAYPAL_RETURN_PARAMS) next.delete(key);
  return next;
}

/** Where PayPal should send the buyer back: this page, minus any earlier return's parameters. */
export function payPalReturnPath(pathname: string, search: URLSearchParams): string {
  const query = withoutPayPalReturn(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}
