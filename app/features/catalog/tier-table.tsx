/** The wholesale tiers with this pin's price per pin in each (shopper-spec section 9); the chosen tier is marked. */
import { WHOLESALE_TIERS, tierFor, tierUnitPriceCents } from '../../../core/pricing/tiers';
import { dollarsToCents } from '../../../core/money';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';

const TIERS_ASCENDING = [...WHOLESALE_TIERS].reverse();

export function TierTable({ price, quantity }: { price: number; quantity: number }) {
  const unitCents = dollarsToCents(price);
  const current = tierFor(quantity);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="border-b border-slate-200 px-4 py-3 text-left font-semibold text-slate-900">
          Wholesale pricing <span className="font-normal text-slate-500">· per design</span>
        </caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Per pin
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Discount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {TIERS_ASCENDING.map((tier) => {
            const active = tier === current;
            return (
              <tr
                key={tier.label}
                aria-current={active ? 'true' : undefined}
                className={cn(active ? 'bg-brand-50 font-semibold text-brand-900' : 'bg-white text-slate-700')}
              >
                <th scope="row" className="px-4 py-2.5 text-left font-medium">
                  {tier.label}
                </th>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {unitCents === 0 ? 'FREE' : formatUsd(tierUnitPriceCents(unitCents, tier.minQuantity))}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {tier.percentOff === 0 ? 'Full price' : `${tier.percentOff}% off`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
