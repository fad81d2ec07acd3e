/**
 * Track Your Order (accounts-admin-spec section 2): signed-in customers see their own custom quote orders
 * (default) or catalog orders, filter by order number, and arrive from checkout with their new order
 * scrolled to and highlighted.
 */
import { Icon, type IconName } from '../../components/ui/icons';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';
import { useCurrentUser } from '../../lib/session-store';
import { AccessDenied } from './access-denied';
import { CustomOrderCard, customOrderDomId } from './custom-order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { OrderList } from './order-list';
import { OrderProcess } from './order-process';
import type { OrderKind } from './order-types';
import { RegularOrderCard, regularOrderDomId } from './regular-order-card';
import { QuoteRequestList } from './quote-request-list';
import { initialFilter, matchesOrderNumber, parseTrackParams } from './track-params';
import { useCheckoutHighlight } from './use-checkout-highlight';
import { useMyQuoteRequests, useOrderLists } from './use-orders';

const TABS: { kind: OrderKind; label: string; icon: IconName }[] = [
  { kind: 'custom', label: 'Custom Quote Orders', icon: 'palette' },
  { kind: 'regular', label: 'Catalog Orders', icon: 'shopping-bag' },
];

export function TrackOrders() {
  const { data: user } = useCurrentUser();
  if (user === null) return <AccessDenied />;
  if (user === undefined) return <OrderCardSkeleton />;
  return <SignedInOrders userId={user.id} />;
}

function SignedInOrders({ userId }: { userId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseTrackParams(searchParams);
  const [filter, setFilter] = useState(() => initialFilter(params));
  const filterId = useId();
  const kind = params.type;
  const lists = useOrderLists(userId, kind);
  const quotes = useMyQuoteRequests(userId, kind === 'custom');
  const customVisible = lists.custom.data?.filter((order) => matchesOrderNumber('custom', order.id, filter)) ?? null;
  const regularVisible = lists.regular.data?.filter((order) => matchesOrderNumber('regular', order.id, filter)) ?? null;
  const visible = kind === 'custom' ? customVisible : regularVisible;
  const domId = kind === 'custom' ? customOrderDomId : regularOrderDomId;
  const highlighted = useCheckoutHighlight({
    enabled: params.fromCheckout,
    orderIds: visible ? visible.map((order) => order.id) : null,
    wantedId: params.id,
    domId,
  });

  const chooseKind = (next: OrderKind) => {
    if (next === kind) return;
    const nextParams = new URLSearchParams(searchParams);
    if (next === 'regular') nextParams.set('type', 'regular');
    else nextParams.set('type', 'custom');
    nextParams.delete('fromCheckout');
    setSearchParams(nextParams, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-8">
      <OrderProcess />

      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div
          role="group"
          aria-label="Order type"
          className="grid w-full grid-cols-2 rounded-xl bg-slate-100 p-1 md:inline-flex md:w-auto"
        >
          {TABS.map((tab) => {
            const active = tab.kind === kind;
            return (
              <button
                key={tab.kind}
                type="button"
                aria-pressed={active}
                onClick={() => chooseKind(tab.kind)}
                className={cn(
                  'flex items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-sm leading-tight font-medium transition-colors sm:px-4 md:whitespace-nowrap',
                  active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <Icon name={tab.icon} className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
                {tab.label}
              </button>
            );
          })}
        </div>
        <div className="flex flex-col gap-1.5 md:w-72">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            Order number
          </label>
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id={filterId}
              type="search"
              autoComplete="off"
              placeholder={kind === 'custom' ? 'e.g. W-1024' : 'e.g. C-1024'}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
      </div>

      {kind === 'custom' ? <QuoteRequestList query={quotes} /> : null}

      <section aria-labelledby="order-list-title" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="order-list-title" className="text-xl font-bold text-slate-900">
            {kind === 'custom' ? 'Custom Quote Orders' : 'Catalog Orders'}
          </h2>
          {visible && visible.length > 0 ? (
            <p className="text-sm text-slate-500" aria-live="polite">
              {pluralize(visible.length, 'order')}
            </p>
          ) : null}
        </div>
        {kind === 'custom' ? (
          <OrderList
            query={lists.custom}
            visible={customVisible}
            emptyText="No custom orders found."
            filter={filter}
            onClearFilter={() => setFilter('')}
            empty={{
              text: 'Design your own pins and your order will show up here.',
              to: '/custom',
              label: 'Design custom pins',
            }}
            renderCard={(order) => <CustomOrderCard order={order} highlighted={order.id === highlighted} />}
          />
        ) : (
          <OrderList
            query={lists.regular}
            visible={regularVisible}
            emptyText="No regular orders found."
            filter={filter}
            onClearFilter={() => setFilter('')}
            empty={{
              text: 'Pins you buy from the catalog will show up here.',
              to: '/wholesale',
              label: 'Browse the catalog',
            }}
            renderCard={(order) => <RegularOrderCard order={order} highlighted={order.id === highlighted} />}
          />
        )}
      </section>
    </div>
  );
}
