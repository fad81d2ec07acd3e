import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { CustomOrderService } from './custom-orders.service';
import { findPreparedOrder, preparedOrderFields } from './quoted-order-dto';

/**
 * The designer order behind a checkout link (the page shows the server's prices, never the link's), as
 * prepare answered it. Null for a wrong signature, an expired or paid one (the deposit removes it) and a quote's
 * order (it has its own page).
 */
export async function findDesignerOrder(
  customOrders: Pick<CustomOrderService, 'preparedOrder'>,
  signedId: string,
): Promise<PreparedCustomOrder | null> {
  const order = await findPreparedOrder(customOrders, signedId);
  if (!order || order.quoteRequestId !== undefined) return null;
  return { ...preparedOrderFields(signedId, order), ...(order.eventDate ? { eventDate: order.eventDate } : {}) };
}
