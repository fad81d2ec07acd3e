/**
 * How much a custom order pays now: its deposit (the balance is due after the design is approved) or all of it (no
 * balance, nothing more to pay; the design is still approved before production). The server prices either one.
 */
import { useId } from 'react';
import { BALANCE_TERMS } from '../../../core/balance-terms';
import { formatUsd, type Cents } from '../../../core/money';
import { usePrices } from '../../lib/use-prices';
import { cn } from '../../lib/cn';

export interface PayNowChoiceProps {
  depositCents: Cents;
  totalCents: Cents;
  payInFull: boolean;
  onChange(payInFull: boolean): void;
}

export function PayNowChoice({ depositCents, totalCents, payInFull, onChange }: PayNowChoiceProps) {
  const depositPercent = usePrices().depositPercent;
  const name = useId();
  const options = [
    {
      full: false,
      label: `Pay the ${depositPercent}% deposit: ${formatUsd(depositCents)}`,
      hint: `${BALANCE_TERMS} The remaining ${formatUsd(totalCents - depositCents)} is paid by a secure link.`,
    },
    {
      full: true,
      label: `Pay in full now: ${formatUsd(totalCents)}`,
      hint: 'Nothing more to pay later. You still approve your design before production starts.',
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">How much to pay now</legend>
      {options.map((option) => {
        const id = `${name}-${String(option.full)}`;
        return (
          <div
            key={id}
            className={cn(
              'flex items-start gap-3 rounded-xl border bg-white p-3 text-sm',
              payInFull === option.full ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              aria-describedby={`${id}-hint`}
              className="mt-0.5 size-4 accent-brand-600"
              checked={payInFull === option.full}
              onChange={() => onChange(option.full)}
            />
            <div className="flex flex-col gap-0.5">
              <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
                {option.label}
              </label>
              <p id={`${id}-hint`} className="text-slate-600">
                {option.hint}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
