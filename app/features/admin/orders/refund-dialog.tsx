/**
 * Refund all or part of one payment: the amount (prefilled with what may still be refunded), the reason the customer
 * reads, "Put the stock back" for a catalogue order, then a confirm step ("Refund $X to <email>?"). The request id is
 * made once per refund, so pressing again after PayPal did not answer finishes the same refund instead of a second.
 */
import { useState, type FormEvent } from 'react';
import { centsToDecimalString, formatUsd } from '../../../../core/money';
import { PAYMENT_PURPOSE_LABELS, refundBodySchema, type OrderPayment } from '../../../../core/schemas/refunds';
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
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { AdminApiError } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';
import { useRefund } from './use-order-payments';

export interface RefundDialogProps {
  payment: OrderPayment;
  customerEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Errors = Partial<Record<'amount' | 'reason', string>>;

/** "12.5" or "12.50" -> 1250; null for anything else. */
function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function RefundDialog({ payment, customerEmail, open, onOpenChange }: RefundDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg">
        {open ? (
          <RefundForm payment={payment} customerEmail={customerEmail} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({
  payment,
  customerEmail,
  onDone,
}: {
  payment: OrderPayment;
  customerEmail: string;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState(centsToDecimalString(payment.refundableCents));
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const refund = useRefund();
  const label = PAYMENT_PURPOSE_LABELS[payment.purpose];

  function review(event: FormEvent) {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    const next: Errors = {};
    if (cents === null || cents <= 0) next.amount = 'Enter an amount in dollars, such as 12.50';
    else if (cents > payment.refundableCents) {
      next.amount = `The most that can be refunded is ${formatUsd(payment.refundableCents)}`;
    } else if (restock && cents !== payment.refundableCents) {
      next.amount = `The stock goes back only with a full refund of ${formatUsd(payment.refundableCents)}`;
    }
    const parsed = refundBodySchema.safeParse({ amountCents: cents ?? 1, reason, restock, requestId });
    if (!parsed.success) {
      const reasonIssue = parsed.error.issues.find((issue) => issue.path[0] === 'reason');
      if (reasonIssue) next.reason = reasonIssue.message;
    }
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(cents);
  }

  function send(cents: number) {
    refund.mutate(
      { paymentId: payment.id, body: { amountCents: cents, reason: reason.trim(), restock, requestId } },
      {
        onSuccess: () => {
          toastSuccess(`Refund Made - ${formatUsd(cents)} is on its way back to ${customerEmail}.`);
          onDone();
        },
        onError: (error) => {
          // PayPal not answering (503): the same request id finishes that refund; anything else starts afresh.
          if (!(error instanceof AdminApiError && error.status === 503)) setRequestId(crypto.randomUUID());
          setConfirming(null);
          toastFailure(error, 'The refund could not be made', 'Refund not made');
        },
      },
    );
  }

  if (confirming !== null) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>
            Refund {formatUsd(confirming)} to {customerEmail}?
          </DialogTitle>
          <DialogDescription>
            PayPal sends the money back from the {label.toLowerCase()} of {formatUsd(payment.amountCents)}. This cannot
            be undone.{restock ? ' The stock and the discount code go back too.' : ''}
          </DialogDescription>
        </DialogHeader>
        <p className="mt-3 text-sm text-slate-700">Reason the customer reads: {reason.trim()}</p>
        <DialogFooter className="mt-4">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={refund.isPending}>
            Back
          </Button>
          <Button variant="destructive" onClick={() => send(confirming)} disabled={refund.isPending}>
            {refund.isPending ? 'Refunding...' : `Refund ${formatUsd(confirming)}`}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Refund the {label.toLowerCase()}</DialogTitle>
        <DialogDescription>
          Paid {formatUsd(payment.amountCents)}; up to {formatUsd(payment.refundableCents)} can still be refunded.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={review} noValidate className="mt-4 flex flex-col gap-4">
        <Field label="Amount to refund ($)" required error={errors.amount}>
          {(control) => (
            <Input {...control} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          )}
        </Field>
        <Field label="Reason" required error={errors.reason} hint="The customer reads it in the refund e-mail.">
          {(control) => <Textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        {payment.purpose === 'cart' ? (
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={restock}
              onChange={(event) => setRestock(event.target.checked)}
            />
            <span>
              Put the stock back
              <span className="block text-slate-600">
                With a full refund: the pins return to the shelf and the discount code can be used again.
              </span>
            </span>
          </label>
        ) : null}
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">Review refund</Button>
        </DialogFooter>
      </form>
    </>
  );
}
