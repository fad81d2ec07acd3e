/**
 * How much a custom order pays now: its deposit (the balance is due after the design is approved) or all of it (no
 * balance, nothing more to pay; the design is still approved before production). The server prices either one, its
 * sales tax share included once the ship-to is known.
 */
import { useId } from 'react';
import { BALANCE_TERMS } from '../../../core/balance-terms';
import { formatUsd, type Cents } from '../../../core/money';
import type { DepositTaxQuote } from '../../../core/schemas/tax-quote';
import { usePrices } from '../../lib/use-prices';
import { cn } from '../../lib/cn';

export interface PayNowChoiceProps {
  /** The order's deposit and total before tax: what each choice says until the server has quoted it. */
  depositCents: Cents;
  totalCents: Cents;
  /** The server's quote for each choice, with its sales tax share (deposit-tax.tsx). */
  depositQuote?: DepositTaxQuote;
  fullQuote?: DepositTaxQuote;
  payInFull: boolean;
  onChange(payInFull: boolean): void;
}

export function PayNowChoice(props: PayNowChoiceProps) {
  const { depositCents, totalCents, depositQuote, fullQuote, payInFull, onChange } = props;
  const depositPercent = usePrices().depositPercent;
  const name = useId();
  const remaining = depositQuote
    ? `${formatUsd(depositQuote.remainingCents)}${depositQuote.balanceTaxCents > 0 ? ' (its sales tax included)' : ''}`
    : formatUsd(totalCents - depositCents);
  const options = [
    {
      full: false,
      label: `Pay the ${depositPercent}% deposit: ${formatUsd(depositQuote?.depositCents ?? depositCents)}`,
      hint: `${BALANCE_TERMS} The remaining ${remaining} is paid by a secure link.`,
    },
    {
      full: true,
      label: `Pay in full now: ${formatUsd(fullQuote?.depositCents ?? totalCents)}`,
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
