/**
 * What the checkout's query string says (shopper-spec section 2): a regular cart checkout (with the drawer's
 * `discount` code) or a custom order (`orderData`, base64 JSON, or `customOrderId`); and where the buyer goes after
 * paying. PayPal's own parameters on the way back are read by lib/paypal-return.
 */
import { preparedCustomOrderSchema, type PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { preparedOrderIdSchema } from '../../../core/schemas/payments';
import { decodeBase64Json } from '../../lib/order-payload';

/**
 * The deposit is paid by the prepared order's id, so a link without a well-formed one (made before the id existed,
 * or cut short) is refused here rather than by the payment.
 */
const checkoutOrderSchema = preparedCustomOrderSchema.extend({ preparedOrderId: preparedOrderIdSchema });

export type CheckoutTarget =
  | { kind: 'regular'; discountCode: string | null }
  | { kind: 'custom'; order: PreparedCustomOrder }
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
    const parsed = checkoutOrderSchema.safeParse(decodeBase64Json(orderData));
    return parsed.success ? { kind: 'custom', order: parsed.data } : { kind: 'invalid-order' };
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
