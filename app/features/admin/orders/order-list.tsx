/**
 * A list of orders a page at a time (the server's cursor; "Load more" adds the next page), with the loading and
 * empty texts of the spec and "Showing X of N". `renderItem` draws each order (Order History's card, the hidden
 * section's row).
 */
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES, type AdminOrder } from '../../../../core/schemas/admin';
import { ListError } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useAdminOrders, type OrderFilters } from './use-admin-orders';
import { formatCount } from '../../../../core/en-us';

export interface OrderListProps {
  filters: OrderFilters;
  renderItem: (entry: AdminOrder) => ReactNode;
  /** The list's accessible name. */
  label: string;
}

/** The loaded pages' orders (the same cache as the list's, so a section finds the freshest copy of an order). */
export function useOrderPages(filters: OrderFilters) {
  const query = useAdminOrders(filters);
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const last = query.data?.pages.at(-1);
  // "1,000+" when a search matched more than the shop counts (core/schemas/admin.ts ORDER_SEARCH_COUNT_CAP).
  const total = last ? `${formatCount(last.total)}${last.totalCapped ? '+' : ''}` : '0';
  return { query, orders, total };
}

export function OrderList({ filters, renderItem, label }: OrderListProps) {
  const { query, orders, total } = useOrderPages(filters);
  if (query.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-500">
        {ADMIN_MESSAGES.loadingOrders}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ListError error={query.error} fallback="We could not load the orders." onRetry={() => void query.refetch()} />
    );
  }
  if (orders.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 py-12 text-center text-slate-600">
        {ADMIN_MESSAGES.noOrders}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-600">
        Showing {orders.length} of {total}
      </p>
      <ul aria-label={label} aria-busy={query.isFetching && !query.isFetchingNextPage} className="flex flex-col gap-4">
        {orders.map((entry) => (
          <li key={`${entry.kind}-${entry.order.id}`}>{renderItem(entry)}</li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </div>
  );
}
