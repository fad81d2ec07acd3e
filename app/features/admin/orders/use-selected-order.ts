/**
 * The order whose detail dialog is open, named by the page's address (/admin/orders/W-1001): read from the loaded
 * pages, so the dialog shows each refresh (a new status, tracking), or looked up by its number when the list does
 * not hold it (a link from a notice, a bookmark). `missing` when the number names no order.
 */
import { parseOrderNumber } from '../../../../core/order-numbers';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { useAdminOrders } from './use-admin-orders';

export function useSelectedOrder(orders: readonly AdminOrder[], objectId: string | undefined) {
  const ref = objectId ? parseOrderNumber(objectId) : null;
  const kind = ref?.kind === 'custom' ? 'custom' : 'regular';
  const matches = (entry: AdminOrder) => ref !== null && entry.kind === kind && entry.order.id === ref.id;
  const listed = orders.find(matches);
  const lookup = useAdminOrders({ kind: 'all', q: objectId ?? '' }, ref !== null && !listed);
  const found = listed ?? lookup.data?.pages.flatMap((page) => page.orders).find(matches) ?? null;
  const missing = objectId !== undefined && (ref === null || (!found && lookup.isSuccess && !lookup.isPlaceholderData));
  return { selected: found, missing };
}
