/** Delete: the spec's confirmation in a dialog; an order with a payment is archived by the server, never erased. */
import { deleteOrderConfirmation } from '../../../../core/schemas/admin';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useDeleteOrder, type OrderRef } from './use-admin-orders';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-h-[90vh]">
        <DialogHeader>
          <DialogTitle>Delete order #{order.id}</DialogTitle>
          <DialogDescription>{deleteOrderConfirmation(order.id)}</DialogDescription>
        </DialogHeader>
        <p className="mt-3 text-sm text-slate-600">
          It leaves the order lists; an order that was paid is kept in the records.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(order)}>
            {remove.isPending ? 'Deleting...' : 'Delete Order'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
