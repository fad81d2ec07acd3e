/** Approve: the customer first confirms they checked spelling, colours and size (the server requires it too). */
import { Icon } from '../../components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { balanceTerms } from '../../../core/balance-terms';
import { PROOF_MESSAGES } from '../../../core/schemas/proofs';
import { Button } from '../../components/ui/button';

export interface ApproveFormProps {
  version: number;
  /** The design's name when the order has several: "Approve version 1 of Hole 7". */
  designName?: string | null;
  /** The balance due once approved, in cents. */
  remainingBalanceCents: number;
  pending: boolean;
  onApprove(version: number): void;
}

export function ApproveForm({ version, designName, remainingBalanceCents, pending, onApprove }: ApproveFormProps) {
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) {
      setError(PROOF_MESSAGES.confirmRequired);
      return;
    }
    setError(null);
    onApprove(version);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Approve version {version}
        {designName ? ` of ${designName}` : ''}
      </h3>
      <p className="text-sm text-slate-600">
        {designName && remainingBalanceCents > 0
          ? `${balanceTerms(remainingBalanceCents)} Once every design is approved, we e-mail you the link to pay it.`
          : remainingBalanceCents > 0
            ? `${balanceTerms(remainingBalanceCents)} Once you approve, we e-mail you the link to pay it.`
            : 'Your order is paid in full: once you approve, production starts.'}
      </p>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-confirm`}
          type="checkbox"
          checked={confirmed}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            if (event.target.checked) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={`${id}-confirm`} className="text-sm font-medium text-slate-900">
          {PROOF_MESSAGES.confirmLabel}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="circle-check" className="size-4" aria-hidden="true" />
        )}
        {pending ? 'Approving...' : 'Approve'}
      </Button>
    </form>
  );
}
