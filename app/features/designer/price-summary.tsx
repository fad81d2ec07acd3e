/** The running estimate beside the steps: what the choices cost so far and the deposit due at the end. */
import { Icon } from '../../components/ui/icons';
import { balanceTerms } from '../../../core/balance-terms';
import { formatUsd } from '../../../core/money';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import type { DesignerQuote } from '../../../core/pricing/designer';
import { usePrices } from '../../lib/use-prices';
import type { DesignerDraft } from './designer-state';
import { designsSummary } from './draft-designs';

export function PriceSummary({ draft, quote }: { draft: DesignerDraft; quote: DesignerQuote }) {
  const depositPercent = usePrices().depositPercent;
  return (
    <section
      aria-labelledby="designer-estimate-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="designer-estimate-heading" className="text-base font-semibold text-slate-900">
        Your custom pins
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {designsSummary(draft)} · {pinSizeLabel(draft.size)} · {pinPlatingLabel(draft.plating)}
      </p>
      <p className="text-sm text-slate-600">{pinPackagingLabel(draft.packaging)}</p>
      <dl className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Price per pin</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatUsd(quote.pricePerPinCents)}</dd>
        </div>
        {quote.rushFeeCents > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Rush fee</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatUsd(quote.rushFeeCents)}</dd>
          </div>
        ) : null}
        {quote.discountCents > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Discount</dt>
            <dd className="font-medium text-brand-700 tabular-nums">−{formatUsd(quote.discountCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-slate-100 pt-2">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatUsd(quote.totalCents)}</dd>
        </div>
        <div className="flex justify-between gap-3 rounded-xl bg-brand-50 px-3 py-2 text-brand-900">
          <dt className="font-medium">Deposit today ({depositPercent}%)</dt>
          <dd className="font-bold tabular-nums">{formatUsd(quote.depositCents)}</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-start gap-2 text-xs text-slate-500">
        <Icon name="shield-check" className="mt-px size-4 shrink-0 text-brand-600" aria-hidden="true" />
        Free mockup within 24 hours. {balanceTerms(quote.remainingCents)}
      </p>
    </section>
  );
}
