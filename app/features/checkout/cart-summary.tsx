/**
 * The regular checkout's summary: each line at its wholesale tier (unit price x quantity), then the money rows core
 * decides (list price, savings, subtotal, discount, shipping, total): the amounts PayPal is sent, to the cent.
 */
import { Icon } from '../../components/ui/icons';
import type { CartTotals } from '../../../core/pricing/cart';
import { amountRows, formatAmountRow } from '../../../core/pricing/summary';
import type { CartItemDto } from '../../../core/schemas/cart';
import { formatUsd } from '../../lib/format';
import { MoneyRow, MoneyRows, SummaryCard } from '../../components/summary-card';
import type { TaxQuote } from '../../../core/schemas/tax-quote';
import type { CheckoutDiscount } from './use-checkout-cart';

/** The sales tax the summary shows: asked for once the address is in (use-tax-quote), then the server's figure. */
export type CheckoutTax =
  | { state: 'address' }
  | { state: 'checking' }
  | { state: 'quoted'; quote: TaxQuote }
  | { state: 'failed'; retry: () => void };

function TaxNote({ tax }: { tax: CheckoutTax }) {
  if (tax.state === 'quoted') {
    const reason = tax.quote.exemptReason;
    return reason ? (
      <p className="text-sm text-slate-600" data-testid="checkout-tax-exempt">
        No sales tax: {reason.replace(/^Exempt: /, '')}
      </p>
    ) : null;
  }
  if (tax.state === 'failed') {
    return (
      <p role="alert" className="flex items-center justify-between gap-3 text-sm text-red-800">
        The sales tax could not be worked out.
        <button type="button" className="font-semibold underline" onClick={tax.retry}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p role={tax.state === 'checking' ? 'status' : undefined} className="text-sm text-slate-600">
      {tax.state === 'checking' ? 'Working out the sales tax for your address…' : 'Tax: calculated from your address'}
    </p>
  );
}

function LineImage({ src }: { src: string | null }) {
  return (
    <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {src ? (
        <img src={src} alt="" width={56} height={56} loading="lazy" className="size-full object-contain p-1" />
      ) : (
        <Icon name="image-off" className="size-5 text-slate-400" aria-hidden="true" />
      )}
    </div>
  );
}

export function CartSummary({
  items,
  totals,
  discount,
  tax,
}: {
  items: readonly CartItemDto[];
  totals: CartTotals;
  discount: CheckoutDiscount;
  tax?: CheckoutTax;
}) {
  const quote = tax?.state === 'quoted' ? tax.quote : null;
  // Once quoted, the server's figures: the tax row and the total it will charge.
  const shown = quote ? { ...totals, taxCents: quote.taxCents, totalCents: quote.totalCents } : totals;
  return (
    <SummaryCard>
      <ul className="flex flex-col gap-4" aria-label="Items">
        {items.map((item, index) => {
          const line = totals.lines[index];
          if (!line) return null;
          return (
            <li key={item.id} className="flex items-center gap-3">
              <LineImage src={item.product.imageUrl} />
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="text-sm leading-snug font-medium text-slate-900">{item.product.name}</p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {line.unitPriceCents === 0
                    ? `Qty ${item.quantity} · Free`
                    : `${item.quantity} × ${formatUsd(line.tierUnitPriceCents)} each`}
                  {line.percentOff > 0 ? (
                    <span className="font-semibold text-brand-700"> ({line.percentOff}% off)</span>
                  ) : null}
                </p>
              </div>
              <p className="text-sm font-semibold text-slate-900 tabular-nums">
                {line.totalCents === 0 ? 'FREE' : formatUsd(line.totalCents)}
              </p>
            </li>
          );
        })}
      </ul>
      <MoneyRows>
        {amountRows(shown, {
          discountCode: discount.state === 'applied' ? discount.code : null,
          showZeroDiscount: discount.state === 'applied',
          taxLabel: quote?.taxLabel ?? null,
        }).map((row) => (
          <MoneyRow
            key={row.key}
            label={row.label}
            value={formatAmountRow(row)}
            tone={
              row.key === 'total' ? 'total' : row.key === 'tierSavings' || row.key === 'discount' ? 'saving' : 'default'
            }
          />
        ))}
      </MoneyRows>
      {tax ? <TaxNote tax={tax} /> : null}
      {discount.state === 'checking' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Icon name="ticket-percent" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          Checking code {discount.code}…
        </p>
      ) : null}
      {discount.state === 'invalid' ? (
        <p role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Icon name="ticket-percent" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Code <strong>{discount.code}</strong> could not be applied: {discount.error}
          </span>
        </p>
      ) : null}
    </SummaryCard>
  );
}
