/** The drawer's money: subtotal, volume savings, the discount, shipping and the total (core decides every amount). */
import type { CartTotals as Totals } from '../../../core/pricing/cart';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function CartTotals({
  totals,
  discountCode,
  rechecking = false,
}: {
  totals: Totals;
  discountCode?: string;
  rechecking?: boolean;
}) {
  return (
    <dl className="flex flex-col gap-1.5 text-sm text-slate-600">
      <Row label="Subtotal" value={formatUsd(totals.fullSubtotalCents)} />
      {totals.tierSavingsCents > 0 ? (
        <Row label="Volume savings" value={`-${formatUsd(totals.tierSavingsCents)}`} className="text-brand-700" />
      ) : null}
      {discountCode ? (
        <Row
          label={`Discount (${discountCode})`}
          value={`-${formatUsd(totals.discountCents)}`}
          className={cn('text-brand-700', rechecking && 'opacity-60')}
        />
      ) : null}
      {totals.shippingCents > 0 ? <Row label="Shipping" value={formatUsd(totals.shippingCents)} /> : null}
      <Row
        label="Total"
        value={formatUsd(totals.totalCents)}
        className="mt-1.5 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900"
      />
    </dl>
  );
}
