/**
 * Order History, /admin/orders: custom and regular orders together, newest first. The filters live in the address
 * (?q=W-1001&status=shipped), and so does the open order (/admin/orders/W-1001), so each can be linked and Back
 * closes the dialog.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_ORDER_SORTS } from '../../../../core/schemas/admin';
import { AdminNotFound } from '../admin-not-found';
import type { AdminSectionProps } from '../admin-sections';
import { oneOf, useUrlFilters } from '../use-url-filters';
import { OrderCard } from './order-cards';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFiltersBar } from './order-filters';
import { OrderList, useOrderPages } from './order-list';
import { orderRefNumber, type OrderFilters } from './use-admin-orders';
import { useSelectedOrder } from './use-selected-order';

const NO_FILTERS = { q: '', kind: 'all', status: '', from: '', to: '', sort: 'newest' };
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function OrderHistorySection({ objectId }: AdminSectionProps) {
  const { filters: values, set, formKey } = useUrlFilters(NO_FILTERS);
  const filters = useMemo<OrderFilters>(
    () => ({
      q: values.q || undefined,
      kind: oneOf(values.kind, ['all', 'custom', 'regular'] as const, 'all'),
      status: values.status || undefined,
      from: day(values.from),
      to: day(values.to),
      sort: oneOf(values.sort, ADMIN_ORDER_SORTS, 'newest'),
    }),
    [values],
  );
  const onChange = useCallback((next: OrderFilters) => set({ q: '', status: '', from: '', to: '', ...next }), [set]);
  const { orders } = useOrderPages(filters);
  const { selected, missing } = useSelectedOrder(orders, objectId);
  const navigate = useNavigate();
  const { search } = useLocation();
  const go = (path: string) => void navigate(`${path}${search}`, { preventScrollReset: true });

  return (
    <section aria-labelledby="order-history-title" className="flex flex-col gap-6">
      <h2 id="order-history-title" className="text-2xl font-bold text-slate-900">
        Order History
      </h2>
      {missing ? (
        <AdminNotFound
          text={`There is no order ${objectId ?? ''}. It may have been deleted, or the number is mistyped.`}
          back={{ to: '/admin/orders', label: 'Back to Order History' }}
        />
      ) : (
        <>
          <OrderFiltersBar key={formKey} filters={filters} onChange={onChange} />
          <OrderList
            filters={filters}
            label="Orders"
            renderItem={(entry) => (
              <OrderCard
                entry={entry}
                onOpen={() => go(`/admin/orders/${orderRefNumber({ kind: entry.kind, id: entry.order.id })}`)}
              />
            )}
          />
        </>
      )}
      <OrderDetailDialog entry={selected} onClose={() => go('/admin/orders')} />
    </section>
  );
}
