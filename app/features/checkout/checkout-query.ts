/**
 * What the checkout's query string says (shopper-spec section 2): a regular cart checkout (with the drawer's
 * `discount` code) or a custom order (`orderData`, base64 JSON, or `customOrderId`); and where the buyer goes after
 * paying. PayPal's own parameters on the way back are read by lib/paypal-return.
 */
import { PREPARED_ORDER_ID } from '../../../core/schemas/payment-rules';
import { decodeBase64Json } from '../../lib/order-payload';

/**
 * Only the link's signed id is used: the page shows the order the server prepared under it, so the rest of the link
 * is not read (a plain check, which keeps zod out of the page's first load, issue 16). A link without a well-formed
 * id (made before the id existed, or cut short) is refused here rather than by the payment.
 */
function linkedPreparedOrderId(link: unknown): string | null {
  if (link === null || typeof link !== 'object') return null;
  const id = (link as { preparedOrderId?: unknown }).preparedOrderId;
  return typeof id === 'string' && PREPARED_ORDER_ID.test(id) ? id : null;
}

export type CheckoutTarget =
  | { kind: 'regular'; discountCode: string | null }
  | { kind: 'custom'; preparedOrderId: string }
  | { kind: 'invalid-order' }
  | { kind: 'custom-order-id'; id: number | null };

/** The three parameters that decide the checkout, as the address carries them. */
export interface CheckoutQuery {
  orderData: string | null;
  customOrderId: string | null;
  discount: string | null;
}

export function checkoutTarget({ orderData, customOrderId, discount }: CheckoutQuery): CheckoutTarget {
  if (orderData !== null) {
    const preparedOrderId = linkedPreparedOrderId(decodeBase64Json(orderData));
    return preparedOrderId ? { kind: 'custom', preparedOrderId } : { kind: 'invalid-order' };
  }
  if (customOrderId !== null) {
    const id = /^\d{1,9}$/.test(customOrderId) ? Number(customOrderId) : 0;
    return { kind: 'custom-order-id', id: id > 0 ? id : null };
  }
  const discountCode = discount?.trim().toUpperCase();
  return { kind: 'regular', discountCode: discountCode || null };
}

/** The tracking page after payment (shopper-spec section 2); without an id when no order could be recorded. */
export function trackOrderPath(order?: { id: number; type: 'regular' | 'custom' }): string {
  return order ? `/track-order?id=${order.id}&type=${order.type}&fromCheckout=true` : '/track-order?fromCheckout=true';
}
