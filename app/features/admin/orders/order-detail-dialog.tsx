/**
 * The detail dialog of an order (at most 90% of the screen height, scrolling inside): customer, status selector,
 * the kind's details, the history and the order's buttons.
 */
import { customOrderTaxDetails } from '../../../components/order-amount-rows';
import type { ReactNode } from 'react';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../../core/pin-options';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { OrderAmountRows, OrderLineRows } from '../../../components/order-amount-rows';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DetailList } from '../../../components/ui/detail-list';
import { formatDollars } from '../../../lib/format';
import { CustomerPanel } from './customer-panel';
import { ArtworkReportPanel } from '../artwork-report-panel';
import { LogoViewer } from './logo-viewer';
import { OrderActions } from './order-actions';
import { OrderHistoryView } from './order-history-view';
import { OrderPayments } from './order-payments';
import { OrderSchedule } from './order-schedule';
import { ProofsPanel } from './proofs/proofs-panel';
import { OrderReminders } from '../reminders/reminder-pause';
import { orderDate, regularPaymentStatus } from './order-labels';
import { ShipmentPanel } from './shipment-panel';
import { StatusBadge, StatusSelect } from './status-controls';
import { orderRefNumber } from './use-admin-orders';
import { productCount } from '../../../../core/pricing/price-table';

export interface OrderDetailDialogProps {
  entry: AdminOrder | null;
  onClose: () => void;
}

export function OrderDetailDialog({ entry, onClose }: OrderDetailDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto" closeLabel="Close the order">
        {entry ? <DetailBody entry={entry} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 border-t border-slate-100 pt-5">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function DetailBody({ entry, onClose }: { entry: AdminOrder; onClose: () => void }) {
  const { order } = entry;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-3">
          {entry.kind === 'custom' ? 'Custom order' : 'Order'} {orderRefNumber({ kind: entry.kind, id: order.id })}
          <StatusBadge status={order.status} />
        </DialogTitle>
        <DialogDescription>Placed {orderDate(order.createdAt)}</DialogDescription>
      </DialogHeader>

      <Section title="Customer">
        <CustomerPanel entry={entry} />
      </Section>

      <Section title="Status">
        <StatusSelect order={entry} />
      </Section>

      {entry.kind === 'custom' ? <CustomDetails entry={entry} /> : <RegularDetails entry={entry} />}

      <Section title="Shipping">
        <ShipmentPanel entry={entry} />
      </Section>

      <Section title="What is owed">
        <OrderSchedule order={{ kind: entry.kind, id: order.id }} />
      </Section>

      <Section title="Payments">
        <OrderPayments order={{ kind: entry.kind, id: order.id }} />
      </Section>

      {entry.kind === 'custom' ? (
        <Section title="Payment reminders">
          <OrderReminders owner={{ kind: 'custom-order', id: order.id }} />
        </Section>
      ) : null}

      {entry.kind === 'custom' ? (
        <Section title="Proofs">
          <ProofsPanel orderId={order.id} />
        </Section>
      ) : null}

      <Section title="History">
        <OrderHistoryView kind={entry.kind} id={order.id} />
      </Section>

      <OrderActions order={entry} inDialog onDeleted={onClose} className="mt-6 border-t border-slate-100 pt-5" />
    </>
  );
}

function CustomDetails({ entry }: { entry: Extract<AdminOrder, { kind: 'custom' }> }) {
  const { order } = entry;
  const rows = [
    { label: 'Quantity', value: productCount(order.quantity, order.product) },
    { label: 'Size', value: pinSizeLabel(order.size) },
    { label: 'Plating', value: pinPlatingLabel(order.plating) },
    { label: 'Deposit', value: formatDollars(order.depositAmount) },
    { label: 'Balance', value: formatDollars(order.remainingBalance) },
    { label: 'Total', value: formatDollars(order.totalPrice) },
    ...customOrderTaxDetails(order),
    { label: 'Rush order', value: order.rushOrder ? 'Yes' : 'No' },
    { label: 'Packaging', value: pinPackagingLabel(order.packaging) },
    ...(order.rushOrderFee > 0 ? [{ label: 'Rush fee', value: formatDollars(order.rushOrderFee) }] : []),
    ...(order.discountCode
      ? [{ label: 'Discount', value: `${order.discountCode} (−${formatDollars(order.discountAmount)})` }]
      : []),
    ...(order.quoteRequestId ? [{ label: 'Quote request', value: `#${order.quoteRequestId}` }] : []),
  ];
  return (
    <>
      <Section title="Order details">
        <DetailList className="sm:grid-cols-3" rows={rows} />
        {order.notes ? (
          <div className="mt-4">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Notes</p>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{order.notes}</p>
          </div>
        ) : null}
      </Section>
      {order.pinDesigns.length > 0 ? (
        <Section title="Designs">
          <ul className="flex flex-col gap-2">
            {order.pinDesigns.map((design, index) => (
              <li key={`${design.name}-${index}`} className="flex gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                {design.logoUrl ? (
                  <a href={design.logoUrl} target="_blank" rel="noopener noreferrer" className="shrink-0">
                    <img
                      src={design.logoUrl}
                      alt={`Artwork of ${design.name}`}
                      loading="lazy"
                      className="size-14 rounded-md border border-slate-200 bg-white object-contain p-0.5"
                    />
                  </a>
                ) : null}
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{design.name}</p>
                  {design.quantity !== undefined ? (
                    <p className="text-slate-600">{productCount(design.quantity, order.product)}</p>
                  ) : null}
                  {design.logoFileName ? <p className="break-all text-slate-500">{design.logoFileName}</p> : null}
                  {design.description ? <p className="text-slate-600">{design.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {order.logoUrl ? (
        <Section title="Customer logo">
          <LogoViewer
            orderId={order.id}
            logoUrl={order.logoUrl}
            logoFileName={order.logoFileName}
            className="h-40 w-56"
          />
          <div className="mt-3">
            <ArtworkReportPanel url={order.logoUrl} />
          </div>
        </Section>
      ) : null}
    </>
  );
}

function RegularDetails({ entry }: { entry: Extract<AdminOrder, { kind: 'regular' }> }) {
  const { order } = entry;
  return (
    <>
      <Section title="Order details">
        <DetailList
          className="sm:grid-cols-3"
          rows={[
            { label: 'Total amount', value: formatDollars(order.total) },
            { label: 'Payment status', value: regularPaymentStatus(order) },
          ]}
        />
        <div className="mt-4 flex flex-col gap-3">
          <OrderLineRows order={order} />
          <OrderAmountRows order={order} totalLabel="Total" />
        </div>
      </Section>
    </>
  );
}
