/**
 * The customer's NET 30 credit limit, in dollars: within it a NET 30 order is invoiced at once; over it, or with no
 * limit (the field left empty), each one waits for the owner's approval. Saving it is in the audit log.
 */
import { useState, type FormEvent } from 'react';
import { centsToDecimalString, dollarsToCents, formatUsd } from '../../../../core/money';
import { CREDIT_MESSAGES } from '../../../../core/schemas/credit-limits';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage } from '../../../lib/api';
import { useSaveCreditLimit } from './use-customers';

/** The field's text as cents: empty is none; anything not a number is refused before it is sent. */
function parseLimit(text: string): { cents: number | null } | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (trimmed === '') return { cents: null };
  const dollars = Number(trimmed);
  if (!Number.isFinite(dollars)) return { error: 'Please enter an amount in dollars, such as 2500.' };
  if (dollars < 0) return { error: CREDIT_MESSAGES.limitNegative };
  return { cents: dollarsToCents(dollars) };
}

export function CustomerCredit({ id, limitCents }: { id: number; limitCents: number | null }) {
  const [text, setText] = useState(limitCents === null ? '' : centsToDecimalString(limitCents));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCreditLimit(id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseLimit(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    save.mutate(parsed.cents, { onError: (failure) => setError(apiErrorMessage(failure)) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {limitCents === null
          ? 'No limit: every NET 30 order waits for your approval.'
          : `NET 30 orders are invoiced at once while their unpaid invoices stay within ${formatUsd(limitCents)}; above it they wait for your approval.`}
      </p>
      <Field label="NET 30 credit limit (dollars)" hint="Leave empty for no limit." error={error ?? undefined}>
        {(control) => <Input {...control} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save credit limit'}
      </Button>
    </form>
  );
}
