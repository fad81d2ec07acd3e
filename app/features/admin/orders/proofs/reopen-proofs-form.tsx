/**
 * Reopen after approval (audited by the server): an approved version is never replaced, so a new proof needs the
 * order reopened first, with a reason, confirmed in a second step.
 */
import { Icon } from '../../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { orderNumber } from '../../../../../core/order-numbers';
import { proofReopenBodySchema } from '../../../../../core/schemas/proofs';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/textarea';
import { useReopenProofs } from './use-order-proofs';

export interface ReopenProofsFormProps {
  orderId: number;
  /** The design, when the order has several (decision 045); null: the order's one design. */
  design: { number: number; name: string } | null;
}

export function ReopenProofsForm({ orderId, design }: ReopenProofsFormProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reopen = useReopenProofs(orderId, () => {
    setOpen(false);
    setReason('');
  });

  if (!open) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <p className="text-sm text-emerald-950">
          {design
            ? `The customer approved a version of ${design.name}: a new proof of it needs the design reopened.`
            : 'The customer approved a version: a new proof needs the order reopened.'}
        </p>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Icon name="rotate-ccw" className="size-4" aria-hidden="true" />
          Reopen
        </Button>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = proofReopenBodySchema.safeParse({ design: design?.number ?? 1, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reopen.mutate(parsed.data);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Reopen ${design ? `${design.name} of ` : ''}order ${orderNumber('custom', orderId)}`}
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-sm text-amber-950">
        Reopening moves order {orderNumber('custom', orderId)} back to design in progress. The approval stays on record.
      </p>
      <Field label="Reason for reopening" required error={error}>
        {(control) => (
          <Textarea {...control} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={reopen.isPending}>
          {reopen.isPending ? 'Reopening...' : 'Confirm Reopen'}
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
