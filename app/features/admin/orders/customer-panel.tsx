/** The order dialog's customer: name, e-mail, phone, the owner's internal note, and the edit of them all. */
import { useState } from 'react';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { Icon } from '../../../components/ui/icons';
import { EditDetailsDialog } from './edit-details-dialog';
import { orderDate } from './order-labels';

export function CustomerPanel({ entry }: { entry: AdminOrder }) {
  const { order } = entry;
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <DetailList
        className="sm:grid-cols-2"
        rows={[
          { label: 'Name', value: order.customerName },
          { label: 'Email', value: <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a> },
          ...(order.customerPhone
            ? [{ label: 'Phone', value: <a href={`tel:${order.customerPhone}`}>{order.customerPhone}</a> }]
            : []),
          { label: 'Order date', value: orderDate(order.createdAt) },
        ]}
      />
      {order.internalNote ? (
        <div className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-900">
            <Icon name="lock" className="size-3.5" aria-hidden="true" />
            Internal note (never shown to the customer)
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{order.internalNote}</p>
        </div>
      ) : null}
      <Button variant="outline" size="sm" className="self-start" onClick={() => setEditing(true)}>
        <Icon name="pencil" className="size-4" aria-hidden="true" />
        Edit details
      </Button>
      <EditDetailsDialog entry={entry} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
