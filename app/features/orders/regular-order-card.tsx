/**
 * A catalog order (accounts-admin-spec section 2): the five-step timeline, the items with quantity x price,
 * the total and "Paid", and the tracking number with its link.
 */
import { Icon } from '../../components/ui/icons';
import { orderNumber } from '../../../core/order-numbers';
import { OrderAmountRows } from '../../components/order-amount-rows';
import { cn } from '../../lib/cn';
import { formatDollars, pluralize } from '../../lib/format';
import { isOrderPaid, OrderInvoiceNotice, PaymentPill } from './order-invoice';
import { orderDate } from './order-labels';
import {
  CardSection,
  OpenOrderLink,
  OrderCardFrame,
  StatusBadge,
  Subheading,
  subheadingFor,
  TestOrderBadge,
} from './order-parts';
import { regularTimeline } from './order-timeline';
import { OrderShipment } from './order-shipment';
import { ReorderButton } from './reorder-button';
import { OrderTimelineView } from './order-timeline-view';
import type { RegularOrder } from './order-types';

export interface RegularOrderCardProps {
  order: RegularOrder;
  highlighted?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The status link's token when a guest views the order by its e-mailed link (lets them reorder it, get its invoice). */
  statusToken?: string;
}

export function regularOrderDomId(id: number): string {
  return `regular-order-${id}`;
}

export function RegularOrderCard({
  order,
  highlighted = false,
  headingLevel: Heading = 'h3',
  statusToken,
}: RegularOrderCardProps) {
  const domId = regularOrderDomId(order.id);
  const number = orderNumber('catalogue', order.id);
  const Sub = subheadingFor(Heading);
  const total = order.total ?? order.totalAmount;
  const items = Array.isArray(order.items) ? order.items : [];
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <OrderCardFrame domId={domId} highlighted={highlighted}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-100 bg-slate-50/60 px-5 py-4 sm:px-6">
        <div>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-widest text-brand-700 uppercase">
            Catalog order
            {highlighted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-[0.6875rem] tracking-normal text-white normal-case">
                <Icon name="sparkles" className="size-3" aria-hidden="true" />
                Just placed
              </span>
            ) : null}
          </p>
          <Heading
            id={`${domId}-title`}
            className={cn('mt-1 font-bold text-slate-900', Heading === 'h2' ? 'text-2xl' : 'text-lg')}
          >
            Order {number}
          </Heading>
          <p className="text-sm text-slate-500">
            Placed {orderDate(order.createdAt)} · {pluralize(itemCount, 'pin')}
          </p>
          {order.statusPath ? <OpenOrderLink to={order.statusPath} number={number} /> : null}
        </div>
        <div className="flex flex-col items-end gap-2">
          <StatusBadge status={order.status} />
          {order.testMode ? <TestOrderBadge /> : null}
          <p className="flex items-center gap-2 text-sm text-slate-600">
            Total <span className="font-semibold text-slate-900 tabular-nums">{formatDollars(total)}</span>
            <PaymentPill order={order} />
          </p>
          <ReorderButton orderId={order.id} statusToken={statusToken} describedBy={`${domId}-title`} />
        </div>
      </header>

      <div className="grid gap-8 px-5 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-7">
          <OrderInvoiceNotice order={order} statusToken={statusToken} />
          <CardSection level={Sub} title="Items">
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
              {items.map((item, index) => (
                <li key={`${item.productId}-${index}`} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">{item.name}</p>
                    <p className="text-sm text-slate-500 tabular-nums">
                      {item.quantity} x {formatDollars(item.price)}
                    </p>
                  </div>
                  <p className="text-sm font-semibold text-slate-900 tabular-nums">{formatDollars(item.lineTotal)}</p>
                </li>
              ))}
            </ul>
            <OrderAmountRows order={order} totalLabel={isOrderPaid(order) ? undefined : 'Total due'} />
          </CardSection>

          <CardSection level={Sub} title="Shipping">
            <OrderShipment order={order} waiting="Your tracking number will appear here as soon as it ships." />
          </CardSection>
        </div>

        <aside className="rounded-2xl bg-slate-50 p-5 lg:self-start">
          <Subheading level={Sub} className="mb-4 text-sm font-semibold text-slate-900">
            Order progress
          </Subheading>
          <OrderTimelineView steps={regularTimeline(order.status)} label={`Progress of order ${number}`} />
        </aside>
      </div>
    </OrderCardFrame>
  );
}
