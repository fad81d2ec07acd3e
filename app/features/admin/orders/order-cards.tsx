/**
 * The Order History cards (accounts-admin-spec section 2). The order number is a button stretched over the whole
 * card, so a click anywhere on it opens the details while the controls on top of it keep working and the keyboard
 * reaches the same thing by one button.
 */
import { customOrderTaxDetails } from '../../../components/order-amount-rows';
import { pinPlatingLabel, pinSizeLabel } from '../../../../core/pin-options';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { OrderAmountRows, OrderLineRows } from '../../../components/order-amount-rows';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { formatDollars, pluralize } from '../../../lib/format';
import { LogoViewer } from './logo-viewer';
import { OrderActions } from './order-actions';
import { calendarDay, orderDate, regularPaymentStatus } from './order-labels';
import { StatusBadge, StatusSelect } from './status-controls';
import { orderRefNumber } from './use-admin-orders';
import { productCount } from '../../../../core/pricing/price-table';

type CustomEntry = Extract<AdminOrder, { kind: 'custom' }>;
type RegularEntry = Extract<AdminOrder, { kind: 'regular' }>;

export interface OrderCardProps {
  entry: AdminOrder;
  onOpen: () => void;
}

/** Where the order goes, in a few words: the city of its address (the address itself is in the dialog). */
function shipsTo(entry: AdminOrder): string {
  if (entry.kind === 'custom') {
    const to = entry.order.shipTo;
    return to ? `Ships to ${to.city}, ${to.state}` : 'No ship-to address yet';
  }
  return entry.order.shippingAddress ? `Ships to ${entry.order.shippingAddress}` : 'No shipping address';
}

export function OrderCard({ entry, onOpen }: OrderCardProps) {
  const { order } = entry;
  const headingId = `admin-${entry.kind}-order-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">
            {entry.kind === 'custom' ? 'Custom order' : 'Catalog order'}
          </p>
          <h3 id={headingId} className="mt-0.5 text-lg font-bold text-slate-900">
            <button
              type="button"
              onClick={onOpen}
              className="rounded-md text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Order {orderRefNumber({ kind: entry.kind, id: order.id })}
            </button>
          </h3>
          <p className="text-sm text-slate-700">
            {order.customerName} <span className="text-slate-500">· {order.customerEmail}</span>
          </p>
          <p className="text-xs text-slate-500">Placed {orderDate(order.createdAt)}</p>
          <p className="text-xs text-slate-500">{shipsTo(entry)}</p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <StatusBadge status={order.status} />
          {order.testMode ? (
            <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-600">Test mode</span>
          ) : null}
        </div>
      </header>
      {entry.kind === 'custom' ? <CustomBody entry={entry} /> : <RegularBody entry={entry} />}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        {entry.kind === 'custom' ? <StatusSelect order={entry} className="relative z-10" /> : null}
        <OrderActions order={entry} className="ml-auto">
          {entry.kind === 'regular' ? (
            <Button size="sm" variant="outline" onClick={onOpen}>
              View Details
            </Button>
          ) : null}
        </OrderActions>
      </div>
    </article>
  );
}

function CustomBody({ entry }: { entry: CustomEntry }) {
  const { order } = entry;
  return (
    <div className="flex gap-5">
      <DetailList
        className="flex-1 sm:grid-cols-3 lg:grid-cols-6"
        rows={[
          { label: 'Quantity', value: productCount(order.quantity, order.product) },
          { label: 'Size', value: pinSizeLabel(order.size) },
          { label: 'Plating', value: pinPlatingLabel(order.plating) },
          { label: 'Deposit', value: formatDollars(order.depositAmount) },
          { label: 'Balance', value: formatDollars(order.remainingBalance) },
          { label: 'Total', value: formatDollars(order.totalPrice) },
          ...customOrderTaxDetails(order),
          ...(order.lastDayToApprove && order.eventDate
            ? [
                { label: 'Event', value: calendarDay(order.eventDate) },
                { label: 'Approve proof by', value: calendarDay(order.lastDayToApprove) },
              ]
            : []),
        ]}
      />
      {order.logoUrl ? (
        <LogoViewer
          orderId={order.id}
          logoUrl={order.logoUrl}
          logoFileName={order.logoFileName}
          className="size-20 shrink-0"
        />
      ) : null}
    </div>
  );
}

function RegularBody({ entry }: { entry: RegularEntry }) {
  const { order } = entry;
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="flex flex-col gap-4">
      <DetailList
        className="sm:grid-cols-3"
        rows={[
          { label: 'Total', value: formatDollars(order.total) },
          { label: 'Items', value: pluralize(itemCount, 'item') },
          { label: 'Payment', value: regularPaymentStatus(order) },
        ]}
      />
      <OrderLineRows order={order} />
      <OrderAmountRows order={order} totalLabel="Total" />
    </div>
  );
}
