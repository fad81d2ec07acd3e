/**
 * What the checkout's query string says (shopper-spec section 2): a regular cart checkout (with the drawer's
 * `discount` code) or a custom order's link (`orderData`, base64 JSON, or `customOrderId`, read by custom-order-link
 * with the code that shows such an order, not in the cart checkout's first load, decision 021); and where the buyer goes
 * after paying. PayPal's own parameters on the way back are read by lib/paypal-return.
 */

/** The two parameters of a custom order's link, as the address carries them (at least one is there). */
export interface CustomOrderLink {
  orderData: string | null;
  customOrderId: string | null;
}

export type CheckoutTarget =
  { kind: 'regular'; discountCode: string | null } | { kind: 'custom-order'; link: CustomOrderLink };

/** The three parameters that decide the checkout, as the address carries them. */
export interface CheckoutQuery extends CustomOrderLink {
  discount: string | null;
}

export function checkoutTarget({ orderData, customOrderId, discount }: CheckoutQuery): CheckoutTarget {
  if (orderData !== null || customOrderId !== null) return { kind: 'custom-order', link: { orderData, customOrderId } };
  const discountCode = discount?.trim().toUpperCase();
  return { kind: 'regular', discountCode: discountCode || null };
}

/** The tracking page after payment (shopper-spec section 2); without an id when no order could be recorded. */
export function trackOrderPath(order?: { id: number; type: 'regular' | 'custom' }): string {
  return order ? `/track-order?id=${order.id}&type=${order.type}&fromCheckout=true` : '/track-order?fromCheckout=true';
}
