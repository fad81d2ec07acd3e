/**
 * The drawer's money: list price and volume savings (when a tier saves something), subtotal, the discount, shipping
 * and the total. core decides every amount and every row (the same rows the checkout, the order and its e-mail
 * show), so read top to bottom they add up to what PayPal charges.
 */
import type { CartTotals as Totals } from '../../../core/pricing/cart';
import { amountRows, formatAmountRow } from '../../../core/pricing/summary';
import { cn } from '../../lib/cn';

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
  const rows = amountRows(totals, { discountCode, showZeroDiscount: true });
  return (
    <dl className="flex flex-col gap-1.5 text-sm text-slate-600">
      {rows.map((row) => (
        <Row
          key={row.key}
          label={row.label}
          value={formatAmountRow(row)}
          className={cn(
            (row.key === 'tierSavings' || row.key === 'discount') && 'text-brand-700',
            row.key === 'discount' && rechecking && 'opacity-60',
            row.key === 'subtotal' && row !== rows[0] && 'font-medium text-slate-900',
            row.key === 'total' && 'mt-1.5 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900',
          )}
        />
      ))}
    </dl>
  );
}
