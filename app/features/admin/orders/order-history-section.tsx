/** Order History, the admin's default section: custom and regular orders together, newest first. */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OrderCard } from './order-cards';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFiltersBar } from './order-filters';
import { OrderList, useOrderPages } from './order-list';
import type { OrderFilters } from './use-admin-orders';
import { useSelectedOrder } from './use-selected-order';

export function OrderHistorySection() {
  // ?q= opens the history already searched (a quote request links to the order its deposit made).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilters>(() => {
    const q = searchParams.get('q')?.trim();
    return q ? { kind: 'all', q } : { kind: 'all' };
  });
  const onChange = useCallback((next: OrderFilters) => setFilters(next), []);
  const { orders } = useOrderPages(filters);
  const { selected, open, close } = useSelectedOrder(orders);
  return (
    <section aria-labelledby="order-history-title" className="flex flex-col gap-6">
      <h2 id="order-history-title" className="text-2xl font-bold text-slate-900">
        Order History
      </h2>
      <OrderFiltersBar filters={filters} onChange={onChange} />
      <OrderList
        filters={filters}
        label="Orders"
        renderItem={(entry) => <OrderCard entry={entry} onOpen={() => open(entry)} />}
      />
      <OrderDetailDialog entry={selected} onClose={close} />
    </section>
  );
}
