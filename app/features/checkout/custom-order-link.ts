/**
 * A custom order's checkout link (shopper-spec section 2): the designer's `orderData` (base64 JSON) or a stored
 * order's `customOrderId`. Loaded with the code that shows such an order (custom-order-checkout), not with the cart
 * checkout (decision 021).
 */
import { PREPARED_ORDER_ID } from '../../../core/schemas/payment-rules';
import { decodeBase64Json } from '../../lib/order-payload';
import type { CustomOrderLink } from './checkout-query';

/**
 * Only the link's signed id is used: the page shows the order the server prepared under it, so the rest of the link
 * is not read (a plain check, which keeps zod out of the page's first load, decision 021). A link without a well-formed
 * id (made before the id existed, or cut short) is refused here rather than by the payment.
 */
function linkedPreparedOrderId(link: unknown): string | null {
  if (link === null || typeof link !== 'object') return null;
  const id = (link as { preparedOrderId?: unknown }).preparedOrderId;
  return typeof id === 'string' && PREPARED_ORDER_ID.test(id) ? id : null;
}

export type CustomOrderTarget =
  | { kind: 'custom'; preparedOrderId: string }
  | { kind: 'invalid-order' }
  | { kind: 'custom-order-id'; id: number | null };

/** `orderData` wins when a link carries both. */
export function customOrderTarget({ orderData, customOrderId }: CustomOrderLink): CustomOrderTarget {
  if (orderData !== null) {
    const preparedOrderId = linkedPreparedOrderId(decodeBase64Json(orderData));
    return preparedOrderId ? { kind: 'custom', preparedOrderId } : { kind: 'invalid-order' };
  }
  const id = customOrderId !== null && /^\d{1,9}$/.test(customOrderId) ? Number(customOrderId) : 0;
  return { kind: 'custom-order-id', id: id > 0 ? id : null };
}
