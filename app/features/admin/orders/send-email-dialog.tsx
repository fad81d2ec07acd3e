/** Send Email: a message to the order's customer (subject and text), sent through the outbox and kept in its history. */
import { MessageDialog } from '../message-dialog';
import { toastSuccess } from '../admin-toast';
import { orderRefNumber, useSendOrderEmail, type OrderRef } from './use-admin-orders';

export interface SendEmailDialogProps {
  order: OrderRef;
  customerName: string;
  customerEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SendEmailDialog({ order, customerName, customerEmail, open, onOpenChange }: SendEmailDialogProps) {
  const send = useSendOrderEmail();
  return (
    <MessageDialog
      open={open}
      onOpenChange={onOpenChange}
      description={
        <>
          To {customerName} &lt;{customerEmail}&gt; about order {orderRefNumber(order)}.
        </>
      }
      initialSubject={`Your order ${orderRefNumber(order)}`}
      pending={send.isPending}
      onSend={(message, sent) =>
        send.mutate(
          { order, ...message },
          {
            onSuccess: () => {
              toastSuccess(`Email Sent - Your message to ${customerEmail} is on its way.`);
              sent();
              onOpenChange(false);
            },
          },
        )
      }
    />
  );
}
