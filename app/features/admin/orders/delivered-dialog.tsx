/** The small question before an order is marked delivered (the customer is e-mailed; the timeline's last step). */
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { orderRefNumber, type OrderRef } from './use-admin-orders';
import { useMarkDelivered } from './use-shipping';

export interface DeliveredDialogProps {
  order: OrderRef;
  customerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeliveredDialog({ order, customerName, open, onOpenChange }: DeliveredDialogProps) {
  const mark = useMarkDelivered();
  const number = orderRefNumber(order);
  return (
    <ConfirmDialog
      open={open}
      title={`Mark order ${number} delivered`}
      description={`E-mail ${customerName} that order ${number} was delivered?`}
      confirmLabel="Mark delivered"
      pending={mark.isPending}
      onConfirm={() => mark.mutate(order, { onSuccess: () => onOpenChange(false) })}
      onClose={() => onOpenChange(false)}
    />
  );
}
