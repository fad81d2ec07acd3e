/**
 * An order's coloured status badge and the selector that changes it (persisted for both kinds, then a toast).
 * "Shipped" opens the ship dialog (carrier, tracking, the customer's e-mail), "Delivered" asks first and "Cancelled"
 * (custom orders) opens the cancel dialog (reason, refund of the deposit): none is set by the selector alone.
 */
import { useId, useState } from 'react';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliveredDialog } from './delivered-dialog';
import { settableStatuses, statusLabel, statusTone } from './order-labels';
import { ShipDialog } from './ship-dialog';
import { orderRefNumber, useChangeStatus } from './use-admin-orders';

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusTone(status),
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

export function StatusSelect({ order, className }: { order: AdminOrder; className?: string }) {
  const id = useId();
  const change = useChangeStatus();
  const [opened, setOpened] = useState<'shipped' | 'delivered' | 'cancelled' | null>(null);
  const current = order.order.status;
  const options = settableStatuses(order.kind);
  const ref = { kind: order.kind, id: order.order.id };

  function choose(status: string) {
    if (status === 'shipped' || status === 'delivered' || status === 'cancelled') setOpened(status);
    else change.mutate({ order: ref, status });
  }
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Status
      </label>
      <Select
        id={id}
        className="h-9 py-1.5"
        value={current}
        disabled={change.isPending}
        aria-label={`Status of order ${orderRefNumber(ref)}`}
        onChange={(event) => choose(event.target.value)}
      >
        {/* A status reached by a payment (deposit_paid, balance_paid) shows, but cannot be chosen again. */}
        {options.includes(current) ? null : (
          <option value={current} disabled>
            {statusLabel(current)}
          </option>
        )}
        {options.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </Select>
      <ShipDialog
        entry={order}
        open={opened === 'shipped'}
        onOpenChange={(open) => setOpened(open ? 'shipped' : null)}
      />
      {order.kind === 'custom' ? (
        <CancelOrderDialog
          orderId={order.order.id}
          customerEmail={order.order.customerEmail}
          open={opened === 'cancelled'}
          onOpenChange={(open) => setOpened(open ? 'cancelled' : null)}
        />
      ) : null}
      <DeliveredDialog
        order={ref}
        customerName={order.order.customerName}
        open={opened === 'delivered'}
        onOpenChange={(open) => setOpened(open ? 'delivered' : null)}
      />
    </div>
  );
}
