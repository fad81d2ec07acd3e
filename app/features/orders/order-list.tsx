/** One list of the tracking page: loading, error, empty ("No custom orders found.") or the cards. */
import { Icon } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { OrderCardSkeleton } from './order-card-skeleton';
import { LoadMoreButton } from '../../components/load-more-button';

/** The list's pages read so far as one list, and the next page's reader. */
export interface PagedOrders<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

export interface OrderListProps<T extends { id: number }> {
  query: PagedOrders<T>;
  visible: T[] | null;
  emptyText: string;
  filter: string;
  onClearFilter(): void;
  empty: { text: string; to: string; label: string };
  renderCard(order: T): ReactNode;
}

export function OrderList<T extends { id: number }>({
  query,
  visible,
  emptyText,
  filter,
  onClearFilter,
  empty,
  renderCard,
}: OrderListProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <p className="sr-only" role="status">
          Loading your orders...
        </p>
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  }
  if (query.isError || !visible) {
    return (
      <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-semibold text-red-800">We couldn&apos;t load your orders.</p>
        <p className="mt-1 text-sm text-red-700">Please check your connection and try again.</p>
        <Button variant="outline" className="mt-5" onClick={() => void query.refetch()}>
          <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (visible.length === 0) {
    const filtered = filter.trim() !== '' && (query.data?.length ?? 0) > 0;
    return (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Icon name="package-open" className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-4 text-base font-semibold text-slate-900">{emptyText}</p>
        {filtered ? (
          <>
            <p className="mt-1 text-sm text-slate-600">No order number matches &ldquo;{filter.trim()}&rdquo;.</p>
            <Button variant="outline" className="mt-5" onClick={onClearFilter}>
              Show all orders
            </Button>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">{empty.text}</p>
            <Link to={empty.to} className={buttonVariants({ className: 'mt-5' })}>
              {empty.label}
            </Link>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-6">
        {visible.map((order) => (
          <li key={order.id}>{renderCard(order)}</li>
        ))}
      </ul>
      <LoadMoreButton query={query} label="Show more orders" />
    </div>
  );
}
