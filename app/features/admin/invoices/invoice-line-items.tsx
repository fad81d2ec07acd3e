/** The invoice's lines: description, quantity and unit amount in dollars, added and removed by the admin. */
import { Icon } from '../../../components/ui/icons';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { emptyLine, type InvoiceLine } from './invoice-form-values';

const MAX_LINES = 50;

function LineLabel({ text, line }: { text: string; line: number }) {
  return (
    <>
      {text}
      <span className="sr-only"> (line {line})</span>
    </>
  );
}

export function InvoiceLineItems({ items, onChange }: { items: InvoiceLine[]; onChange(items: InvoiceLine[]): void }) {
  const change = (key: number, patch: Partial<InvoiceLine>) =>
    onChange(items.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const nextKey = Math.max(-1, ...items.map((line) => line.key)) + 1;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">Line items</legend>
      <ol className="flex flex-col gap-3">
        {items.map((line, index) => (
          <li
            key={line.key}
            className="grid items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_6rem_9rem_auto]"
          >
            <Field label={<LineLabel text="Description" line={index + 1} />} required>
              {(control) => (
                <Input
                  {...control}
                  value={line.description}
                  onChange={(event) => change(line.key, { description: event.target.value })}
                />
              )}
            </Field>
            <Field label={<LineLabel text="Qty" line={index + 1} />} required>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) => change(line.key, { quantity: event.target.value })}
                />
              )}
            </Field>
            <Field label={<LineLabel text="Amount (USD)" line={index + 1} />} required>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={line.amount}
                  onChange={(event) => change(line.key, { amount: event.target.value })}
                />
              )}
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove line ${index + 1}`}
              disabled={items.length === 1}
              onClick={() => onChange(items.filter((other) => other.key !== line.key))}
            >
              <Icon name="trash" className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={items.length >= MAX_LINES}
        onClick={() => onChange([...items, emptyLine(nextKey)])}
      >
        <Icon name="plus" className="size-4" aria-hidden="true" />
        Add line
      </Button>
    </fieldset>
  );
}
