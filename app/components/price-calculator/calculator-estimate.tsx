/** The four numbers, announced together (politely) whenever a choice changes them. */
import { Icon } from '../ui/icons';
import { formatUsd, type Cents } from '../../../core/money';
import type { CalculatorResult } from '../../../core/pricing/drawer-calculator';
import { cn } from '../../lib/cn';
import { formatCount } from '../../../core/en-us';

function Amount({ term, cents, strong = false }: { term: string; cents: Cents; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className={cn('font-bold text-slate-900 tabular-nums', strong ? 'text-lg' : 'text-base')}>
        {formatUsd(cents)}
      </dd>
    </div>
  );
}

export function CalculatorEstimate({ quantity, result }: { quantity: number; result: CalculatorResult }) {
  const count = `${formatCount(quantity)} ${quantity === 1 ? 'pin' : 'pins'}`;
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50/60 px-4 py-3">
      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm font-semibold text-brand-900">Estimate for {count}</p>
        <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1.5">
          <Amount term="Price per pin" cents={result.pricePerPinCents} strong />
          <Amount term="Total" cents={result.totalPriceCents} strong />
          <Amount term="Deposit (10%)" cents={result.depositAmountCents} />
          <Amount term="Remaining balance" cents={result.remainingBalanceCents} />
        </dl>
      </div>
      <p className="mt-2 flex items-start gap-1.5 text-xs text-slate-600">
        <Icon name="info" className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        Estimate only: your quote or the designer gives the final price.
      </p>
    </div>
  );
}
