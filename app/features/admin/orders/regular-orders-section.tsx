/**
 * The hidden Regular Orders section (?section=regular-orders, not in the menu): each catalog order with its items,
 * its tracking (a Track Package link, the ship dialog), Mark as Delivered once shipped, Send Email, Export and
 * Delete.
 */
import { useCallback, useState } from 'react';
import { CARRIER_NAMES } from '../../../../core/carriers';
import { orderNumber } from '../../../../core/order-numbers';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { TrackingLink } from '../../../components/tracking-link';
import { Button } from '../../../components/ui/button';
import { formatDollars } from '../../../lib/format';
import { OrderActions } from './order-actions';
import { OrderFiltersBar } from './order-filters';
import { orderDate } from './order-labels';
import { OrderList } from './order-list';
import { DeliveredDialog } from './delivered-dialog';
import { ShipDialog } from './ship-dialog';
import { hasShipped } from './shipment-facts';
import { StatusBadge } from './status-controls';
import type { OrderFilters } from './use-admin-orders';

export function RegularOrdersSection() {
  const [filters, setFilters] = useState<OrderFilters>({ kind: 'regular' });
  const onChange = useCallback((next: OrderFilters) => setFilters({ ...next, kind: 'regular' }), []);
  return (
    <section aria-labelledby="regular-orders-title" className="flex flex-col gap-6">
      <h2 id="regular-orders-title" className="text-2xl font-bold text-slate-900">
        Regular Orders
      </h2>
      <OrderFiltersBar filters={filters} onChange={onChange} showKind={false} />
      <OrderList
        filters={filters}
        label="Regular orders"
        renderItem={(entry) => (entry.kind === 'regular' ? <RegularOrderRow entry={entry} /> : null)}
      />
    </section>
  );
}

function RegularOrderRow({ entry }: { entry: Extract<AdminOrder, { kind: 'regular' }> }) {
  const { order } = entry;
  const [opened, setOpened] = useState<'ship' | 'delivered' | null>(null);
  const headingId = `regular-order-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            Order {orderNumber('catalogue', order.id)}
          </h3>
          <p className="text-sm text-slate-700">
            {order.customerName} <span className="text-slate-500">· {order.customerEmail}</span>
          </p>
          <p className="text-xs text-slate-500">
            Placed {orderDate(order.createdAt)} · {formatDollars(order.total)}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ul className="text-sm text-slate-700">
        {order.items.map((item) => (
          <li key={item.productId}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-slate-600">
          Tracking number:{' '}
          <span className="font-medium text-slate-900">
            {order.trackingNumber
              ? `${order.carrier ? `${CARRIER_NAMES[order.carrier]} ` : ''}${order.trackingNumber}`
              : 'Not shipped yet'}
          </span>
        </span>
        <TrackingLink url={order.trackingUrl} label="Track Package" className="font-medium underline" />
      </div>
      <OrderActions order={entry} className="border-t border-slate-100 pt-4">
        <Button size="sm" variant={hasShipped(entry) ? 'outline' : 'default'} onClick={() => setOpened('ship')}>
          {hasShipped(entry) ? 'Edit tracking' : 'Ship order'}
        </Button>
        {order.status === 'shipped' ? (
          <Button size="sm" onClick={() => setOpened('delivered')}>
            Mark as Delivered
          </Button>
        ) : null}
      </OrderActions>
      <ShipDialog entry={entry} open={opened === 'ship'} onOpenChange={(open) => setOpened(open ? 'ship' : null)} />
      <DeliveredDialog
        order={{ kind: 'regular', id: order.id }}
        customerName={order.customerName}
        open={opened === 'delivered'}
        onOpenChange={(open) => setOpened(open ? 'delivered' : null)}
      />
    </article>
  );
}
