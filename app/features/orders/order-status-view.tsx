/**
 * One order's status by its e-mailed link (/orders/{id}?token=T), no account needed. A wrong or missing token
 * gets the same "Order not found" as an order that does not exist: the page reveals nothing either way.
 */
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { WhatYouOwe } from '../../components/what-you-owe';
import { apiErrorStatus } from '../../lib/api';
import { orderStatusQueryKey } from '../../lib/query-keys';
import { shopApi } from '../../lib/shop-api';
import { useShop } from '../../lib/use-shop';
import { CustomOrderCard } from './custom-order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { OrderReceipts } from './order-receipts';
import { RegularOrderCard } from './regular-order-card';

export interface OrderStatusViewProps {
  orderId: string;
  token: string;
}

export function OrderStatusView({ orderId, token }: OrderStatusViewProps) {
  const { supportEmail } = useShop();
  const query = useQuery({
    queryKey: orderStatusQueryKey(orderId, token),
    queryFn: ({ signal }) => shopApi.orderStatus(orderId, token, signal),
    enabled: token !== '',
    refetchOnMount: 'always',
  });
  const status = apiErrorStatus(query.error);

  if (token === '' || status === 404 || status === 400) return <OrderNotFound />;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <PageHeader
        band={false}
        eyebrow="Order status"
        title={query.data?.type === 'custom' ? 'Your custom pin order' : 'Your pin order'}
      />
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
        <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        This private page comes from your order e-mail. Bookmark it to check back any time, no account needed.
      </p>

      <div className="mt-8">
        {query.isPending ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              Loading your order...
            </p>
            <OrderCardSkeleton />
          </div>
        ) : query.isError ? (
          <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-semibold text-red-800">We couldn&apos;t load this order.</p>
            <p className="mt-1 text-sm text-red-700">Please check your connection and try again.</p>
            <Button variant="outline" className="mt-5" onClick={() => void query.refetch()}>
              <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : query.data.type === 'custom' ? (
          <CustomOrderCard order={query.data.order} headingLevel="h2" statusToken={token} />
        ) : (
          <RegularOrderCard order={query.data.order} headingLevel="h2" statusToken={token} />
        )}
      </div>

      {query.data ? (
        <WhatYouOwe
          path={`/api/receivables/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`}
          className="mt-8"
        />
      ) : null}

      {query.data ? <OrderReceipts orderId={orderId} token={token} className="mt-8" /> : null}

      <div className="mt-8 flex flex-col gap-4 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-3 text-sm text-slate-600">
          <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            Questions about your order? Write to{' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 hover:underline">
              {supportEmail}
            </a>{' '}
            with your order number.
          </span>
        </p>
        <div className="flex shrink-0 flex-wrap gap-3">
          {query.data?.type === 'custom' ? (
            // The designer starts afresh once a deposit is paid: the way to the next design.
            <Link to="/custom" className={buttonVariants({ variant: 'outline' })}>
              Start a new design
            </Link>
          ) : null}
          <Link to="/track-order" className={buttonVariants({ variant: 'outline' })}>
            All my orders
          </Link>
        </div>
      </div>
    </div>
  );
}

export function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
        <Icon name="package-search" className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Order not found</h1>
      <p className="mt-4 text-base text-slate-600">
        This order link is incomplete or no longer valid. Open the link in your order e-mail again, or sign in to see
        all your orders.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/track-order" className={buttonVariants({ size: 'lg' })}>
          Track my orders
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
