/**
 * How an order went out, on the customer's order card (both kinds): the carrier, the tracking number and the
 * carrier's tracking page once it shipped, the day it shipped and the day it was delivered; before that, the promise
 * of the tracking details.
 */
import { CARRIER_NAMES } from '../../../core/carriers';
import type { CustomOrderDto } from '../../../core/schemas/orders';
import { TrackingLink } from '../../components/tracking-link';
import { Icon } from '../../components/ui/icons';
import { orderDate } from './order-labels';

type Shipment = Pick<
  CustomOrderDto,
  'status' | 'carrier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt' | 'deliveredAt'
>;

export function OrderShipment({ order, waiting }: { order: Shipment; waiting: string }) {
  const carrier = order.carrier && order.carrier !== 'other' ? CARRIER_NAMES[order.carrier] : null;
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-slate-200 px-4 py-3">
      <Icon
        name={order.deliveredAt ? 'package-check' : 'truck'}
        className="mt-0.5 size-5 shrink-0 text-slate-400"
        aria-hidden="true"
      />
      {order.trackingNumber ? (
        <div className="min-w-0 text-sm">
          {order.deliveredAt ? (
            <p className="font-semibold text-slate-900">Delivered {orderDate(order.deliveredAt)}</p>
          ) : null}
          <p className="text-slate-600">
            {order.shippedAt ? `Shipped ${orderDate(order.shippedAt)}${carrier ? ` with ${carrier}` : ''}` : 'Shipped'}
          </p>
          <p className="text-slate-600">
            Tracking number:{' '}
            <span className="font-mono font-semibold break-all text-slate-900">{order.trackingNumber}</span>
          </p>
          <TrackingLink url={order.trackingUrl} label="Track package" className="mt-1 hover:underline" />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{waiting}</p>
      )}
    </div>
  );
}
