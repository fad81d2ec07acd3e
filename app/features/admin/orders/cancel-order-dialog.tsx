/**
 * Cancelling a custom order (the status selector's "Cancelled"): its own confirmation with the reason the customer
 * reads and "Refund the deposit" (what is left of the paid deposit goes back through PayPal). The server cancels,
 * refunds and e-mails the customer; nothing changes when the owner closes the dialog.
 */
import { useState, type FormEvent } from 'react';
import { formatUsd } from '../../../../core/money';
import { cancelCustomOrderBodySchema } from '../../../../core/schemas/refunds';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toastFailure, toastSuccess } from '../admin-toast';
import { orderRefNumber } from './use-admin-orders';
import { useCancelCustomOrder, useOrderPayments } from './use-order-payments';

export interface CancelOrderDialogProps {
  orderId: number;
  customerEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CancelOrderDialog({ orderId, customerEmail, open, onOpenChange }: CancelOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg" role="alertdialog">
        {open ? (
          <CancelForm orderId={orderId} customerEmail={customerEmail} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({
  orderId,
  customerEmail,
  onDone,
}: {
  orderId: number;
  customerEmail: string;
  onDone: () => void;
}) {
  const ref = { kind: 'custom' as const, id: orderId };
  const payments = useOrderPayments(ref);
  const deposit = payments.data?.payments.find((payment) => payment.purpose === 'deposit');
  const refundable = deposit?.refundableCents ?? 0;
  const [reason, setReason] = useState('');
  const [refundDeposit, setRefundDeposit] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelCustomOrder();
  const number = orderRefNumber(ref);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cancelCustomOrderBodySchema.safeParse({ reason, refundDeposit: refundDeposit && refundable > 0 });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    cancel.mutate(
      { id: orderId, body: parsed.data },
      {
        onSuccess: (result) => {
          toastSuccess(
            `Order Cancelled - ${number} is cancelled${
              result.refundedCents > 0 ? ` and ${formatUsd(result.refundedCents)} refunded` : ''
            }; ${customerEmail} has been told.`,
          );
          onDone();
        },
        onError: (failure) => toastFailure(failure, 'The order could not be cancelled', 'Not cancelled'),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Cancel custom order {number}?</DialogTitle>
        <DialogDescription>
          The order stops here and its balance link no longer works. {customerEmail} receives an e-mail with the reason.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <Field label="Reason" required error={error} hint="The customer reads it.">
          {(control) => <Textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={refundDeposit && refundable > 0}
            disabled={refundable === 0}
            onChange={(event) => setRefundDeposit(event.target.checked)}
          />
          <span>
            Refund the deposit
            <span className="block text-slate-600">
              {payments.isPending
                ? 'Looking up the deposit...'
                : refundable > 0
                  ? `${formatUsd(refundable)} goes back to the customer through PayPal.`
                  : 'There is no paid deposit left to refund.'}
            </span>
          </span>
        </label>
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
            Keep the order
          </Button>
          <Button type="submit" variant="destructive" disabled={cancel.isPending || payments.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
