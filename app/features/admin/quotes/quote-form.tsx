/**
 * "Send Quote" / "Update Quote" (accounts-admin-spec sections 2, 5, 8): the amount in dollars (sent in cents, above
 * 0), the size and plating the quote is for (defaulting from the request), packaging and rush (added at the
 * designer's prices), and notes. Saving e-mails the quote to the customer, whose link opens the deposit page for
 * exactly that total.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { centsToDecimalString } from '../../../../core/money';
import { PIN_PLATING_LABELS, PIN_SIZE_LABELS } from '../../../../core/pin-options';
import { PIN_PLATINGS } from '../../../../core/pricing/designer';
import { ADMIN_MESSAGES, type AdminQuoteRequest } from '../../../../core/schemas/admin';
import { normalizePackaging } from '../../../../core/schemas/custom-order-rules';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { splitMessage, toastFailure } from '../admin-toast';
import { dollarsTextToCents, quoteBody, type QuoteFormValues } from './quote-amount';
import { QuoteExtrasFields } from './quote-extras-fields';
import { useUpdateQuoteRequest } from './use-quote-requests';

const QUOTE_SIZES = ['1inch', '1.5inch'] as const;

function initialValues(quote: AdminQuoteRequest): QuoteFormValues {
  const requestedSize = QUOTE_SIZES.find((size) => size === (quote.quotedSize ?? quote.preferredSize));
  return {
    amount: quote.quotedAmount === null ? '' : centsToDecimalString(quote.quotedAmount),
    size: requestedSize ?? '1inch',
    plating: quote.quotedPlating ?? 'gold',
    packaging: normalizePackaging(quote.quotedPackaging?.split(',') ?? []),
    rush: quote.quotedRush,
    notes: quote.quotedNotes ?? '',
  };
}

export function QuoteForm({ quote, onSent }: { quote: AdminQuoteRequest; onSent(): void }) {
  const [values, setValues] = useState(() => initialValues(quote));
  const [amountError, setAmountError] = useState<string | null>(null);
  const update = useUpdateQuoteRequest();
  const quoted = quote.quotedAmount !== null;
  const set = (field: 'amount' | 'size' | 'plating' | 'notes') => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = quoteBody(values);
    if ('error' in result) {
      const amount = result.error === ADMIN_MESSAGES.quoteAmount;
      setAmountError(amount ? result.error : null);
      toast({ variant: 'destructive', ...splitMessage(result.error) });
      return;
    }
    setAmountError(null);
    update.mutate(
      { id: quote.id, body: result.body },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: quoted ? 'Quote Updated' : 'Quote Sent',
            description: quoted
              ? 'The customer has been e-mailed the updated quote.'
              : 'The customer has been e-mailed the quote.',
          });
          onSent();
        },
        onError: (error) => toastFailure(error, ADMIN_MESSAGES.quoteFailed),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`quote-form-${quote.id}`} className="flex flex-col gap-4">
      <h3 id={`quote-form-${quote.id}`} className="text-base font-semibold text-slate-900">
        {quoted ? 'Update Quote' : 'Send Quote'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Quote amount (USD)"
          required
          error={amountError}
          hint="The pins' price, in dollars: packaging and rush are added"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1250.00"
              value={values.amount}
              onChange={(event) => {
                set('amount')(event.target.value);
                setAmountError(null);
              }}
            />
          )}
        </Field>
        <Field label="Size">
          {(control) => (
            <Select {...control} value={values.size} onChange={(event) => set('size')(event.target.value)}>
              {QUOTE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {PIN_SIZE_LABELS[size]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Plating">
          {(control) => (
            <Select {...control} value={values.plating} onChange={(event) => set('plating')(event.target.value)}>
              {PIN_PLATINGS.map((plating) => (
                <option key={plating} value={plating}>
                  {PIN_PLATING_LABELS[plating]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <QuoteExtrasFields
        quoteId={quote.id}
        quantity={quote.quantity}
        amountCents={dollarsTextToCents(values.amount)}
        packaging={values.packaging}
        rush={values.rush}
        onPackaging={(packaging) => setValues((v) => ({ ...v, packaging }))}
        onRush={(rush) => setValues((v) => ({ ...v, rush }))}
      />
      <Field label="Notes to the customer">
        {(control) => (
          <Textarea {...control} rows={3} value={values.notes} onChange={(event) => set('notes')(event.target.value)} />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? (
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="send" className="size-4" aria-hidden="true" />
          )}
          {quoted ? 'Update Quote' : 'Send Quote'}
        </Button>
      </div>
    </form>
  );
}
