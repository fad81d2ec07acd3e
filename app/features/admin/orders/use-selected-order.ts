/**
 * The order whose detail dialog is open: remembered by kind and id and read from the loaded pages, so the dialog
 * shows each refresh (a new status, tracking); the copy from the click stays while a refetch leaves it out.
 */
import { useState } from 'react';
import type { AdminOrder } from '../../../../core/schemas/admin';

export function useSelectedOrder(orders: readonly AdminOrder[]) {
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const fresh = selected
    ? (orders.find((entry) => entry.kind === selected.kind && entry.order.id === selected.order.id) ?? selected)
    : null;
  return { selected: fresh, open: setSelected, close: () => setSelected(null) };
}
