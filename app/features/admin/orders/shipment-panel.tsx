/**
 * An order's shipping in its detail dialog (both kinds): where it goes, how it went out (carrier, tracking number and
 * link, shipped and delivered dates), the ship dialog, the delivered mark and the printable packing slip.
 */
import { useState } from 'react';
import { CARRIER_NAMES } from '../../../../core/carriers';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { SHIP_MESSAGES } from '../../../../core/schemas/shipping';
import { TrackingLink } from '../../../components/tracking-link';
import { Button, buttonVariants } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { Icon } from '../../../components/ui/icons';
import { DeliveredDialog } from './delivered-dialog';
import { orderDate } from './order-labels';
import { ShipDialog } from './ship-dialog';
import { hasShipped, shipToOf } from './shipment-facts';

/** The slip's page (an admin page of its own, printed from the browser). */
export function packingSlipPath(entry: AdminOrder): string {
  return `/admin/orders/${entry.kind}/${entry.order.id}/packing-slip`;
}

export function ShipmentPanel({ entry }: { entry: AdminOrder }) {
  const { order } = entry;
  const [shipOpen, setShipOpen] = useState(false);
  const [deliveredOpen, setDeliveredOpen] = useState(false);
  const shipTo = shipToOf(entry);
  const shipped = hasShipped(entry);
  const rows = [
    {
      label: 'Ship to',
      value: shipTo ? (
        <address className="whitespace-pre-line not-italic">{shipTo.join('\n')}</address>
      ) : (
        <span className="text-amber-800">{SHIP_MESSAGES.noShipTo}</span>
      ),
    },
    ...(order.carrier ? [{ label: 'Carrier', value: CARRIER_NAMES[order.carrier] }] : []),
    { label: 'Tracking number', value: order.trackingNumber ?? 'Not shipped yet' },
    ...(order.shippedAt ? [{ label: 'Shipped', value: orderDate(order.shippedAt) }] : []),
    ...(order.deliveredAt ? [{ label: 'Delivered', value: orderDate(order.deliveredAt) }] : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <DetailList className="sm:grid-cols-3" rows={rows} />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => setShipOpen(true)}>
          <Icon name="truck" className="size-4" aria-hidden="true" />
          {shipped ? 'Edit tracking' : 'Ship order'}
        </Button>
        {order.status === 'shipped' ? (
          <Button size="sm" variant="outline" onClick={() => setDeliveredOpen(true)}>
            <Icon name="package-check" className="size-4" aria-hidden="true" />
            Mark delivered
          </Button>
        ) : null}
        <TrackingLink url={order.trackingUrl} label="Track package" className="px-2 text-sm" />
        <a
          href={packingSlipPath(entry)}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
        >
          <Icon name="file-text" className="size-4" aria-hidden="true" />
          Packing slip
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <ShipDialog entry={entry} open={shipOpen} onOpenChange={setShipOpen} />
      <DeliveredDialog
        order={{ kind: entry.kind, id: order.id }}
        customerName={order.customerName}
        open={deliveredOpen}
        onOpenChange={setDeliveredOpen}
      />
    </div>
  );
}
