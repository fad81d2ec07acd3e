/** The summary cards (accounts-admin-spec section 2): counted by the server over every product. */
import { LOW_STOCK_THRESHOLD } from '../../../../core/constants';
import { dollarsToCents, formatUsd } from '../../../../core/money';
import type { ProductSummary } from '../../../../core/schemas/product-admin';

export function ProductSummaryCards({ summary }: { summary: ProductSummary }) {
  const cards = [
    { label: 'Total Products', value: String(summary.total) },
    { label: 'In Stock', value: String(summary.inStock) },
    {
      label: 'Low Stock',
      value: String(summary.lowStock),
      note: `1-${LOW_STOCK_THRESHOLD} left; ${summary.outOfStock} out of stock`,
    },
    { label: 'Average Price', value: formatUsd(dollarsToCents(summary.averagePrice)) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{card.value}</dd>
          {card.note ? <dd className="text-xs text-slate-500">{card.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
