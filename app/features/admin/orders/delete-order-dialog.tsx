/** Delete: the spec's confirmation in a dialog; an order with a payment is archived by the server, never erased. */
import { deleteOrderConfirmation } from '../../../../core/schemas/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { orderRefNumber, useDeleteOrder, type OrderRef } from './use-admin-orders';

export interface DeleteOrderDialogProps {
  order: OrderRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server deleted it (the detail dialog closes too). */
  onDeleted?: () => void;
}

export function DeleteOrderDialog({ order, open, onOpenChange, onDeleted }: DeleteOrderDialogProps) {
  const remove = useDeleteOrder(() => {
    onOpenChange(false);
    onDeleted?.();
  });
  return (
    <ConfirmDialog
      open={open}
      title={`Delete order ${orderRefNumber(order)}`}
      description={deleteOrderConfirmation(orderRefNumber(order))}
      confirmLabel="Delete Order"
      variant="destructive"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(order)}
      onClose={() => onOpenChange(false)}
    >
      <p className="text-sm text-slate-600">
        It leaves the order lists; an order that was paid is kept in the records.
      </p>
    </ConfirmDialog>
  );
}
