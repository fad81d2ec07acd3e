/**
 * The quote's packaging and rush, as the designer offers them, and what the customer will pay: the typed amount
 * prices the pins, the server adds the designer's packaging price and rush fee (core/pricing/quoted-order), and the
 * deposit is 10% of that total. The same function prices the line here and on the server.
 */
import { formatUsd } from '../../../../core/money';
import { PIN_PACKAGING_LABELS } from '../../../../core/pin-options';
import { normalizePackaging } from '../../../../core/schemas/custom-order-rules';
import { PIN_PACKAGING, type PinPackaging } from '../../../../core/pricing/designer';
import { packagingPerPieceCents } from '../../../../core/pricing/price-table';
import { quotedOrderPrice } from '../../../../core/pricing/quoted-order';
import { usePrices } from '../../../lib/use-prices';

export interface QuoteExtrasFieldsProps {
  quoteId: number;
  quantity: number;
  /** The typed amount in cents; NaN or 0 while it is not a valid amount. */
  amountCents: number;
  packaging: PinPackaging[];
  rush: boolean;
  onPackaging(packaging: PinPackaging[]): void;
  onRush(rush: boolean): void;
}

/** Just pins is exclusive, as in the designer: ticking it clears the others, ticking another removes it. */
export function togglePackaging(current: readonly PinPackaging[], option: PinPackaging, checked: boolean) {
  if (option === 'just-pins') return checked ? (['just-pins'] as PinPackaging[]) : normalizePackaging([]);
  const next = checked ? [...current, option] : current.filter((item) => item !== option);
  return normalizePackaging(next);
}

function perPin(cents: number): string {
  return cents === 0 ? 'free' : `+${formatUsd(cents)} a pin`;
}

export function QuoteExtrasFields(props: QuoteExtrasFieldsProps) {
  const { quoteId, quantity, amountCents, packaging, rush } = props;
  const prices = usePrices();
  const price =
    amountCents > 0 ? quotedOrderPrice(amountCents, quantity, prices, { packaging, rushOrder: rush }) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Packaging</legend>
        {PIN_PACKAGING.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={`quote-${quoteId}-packaging`}
              value={option}
              checked={packaging.includes(option)}
              onChange={(event) => props.onPackaging(togglePackaging(packaging, option, event.target.checked))}
              className="size-4 rounded border-slate-300 accent-brand-600"
            />
            {PIN_PACKAGING_LABELS[option]}{' '}
            <span className="text-slate-500">({perPin(packagingPerPieceCents([option], prices))})</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            name={`quote-${quoteId}-rush`}
            checked={rush}
            onChange={(event) => props.onRush(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Rush order <span className="font-normal text-slate-500">(+{formatUsd(prices.rushFeeCents)})</span>
        </label>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" aria-live="polite">
          {price
            ? `The customer pays ${formatUsd(price.totalCents)} (pins ${formatUsd(price.totalCents - price.packagingCents - price.rushFeeCents)}, packaging ${formatUsd(price.packagingCents)}, rush ${formatUsd(price.rushFeeCents)}); deposit ${formatUsd(price.depositCents)}.`
            : 'Type the pins’ price: packaging and rush are added at the designer’s prices.'}
        </p>
      </div>
    </div>
  );
}
