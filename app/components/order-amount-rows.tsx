/**
 * A catalog order's lines and money (the order page and the admin's order card): list price and volume savings
 * (when recorded), subtotal, discount, shipping, sales tax (when charged or exempted, with why) and the total paid. core decides the rows (the same as the cart,
 * the checkout and the order e-mail), so read top to bottom they add up to what was charged.
 */
import { dollarsToCents, formatUsd } from '../../core/money';
import { amountRows, formatAmountRow } from '../../core/pricing/summary';
import { usePrices } from '../lib/use-prices';
import { customPinsLine } from '../../core/pricing/quoted-order';
import type { CustomOrderDto, RegularOrderDto } from '../../core/schemas/orders';
import { cn } from '../lib/cn';

export function OrderAmountRows({ order, totalLabel = 'Total paid' }: { order: RegularOrderDto; totalLabel?: string }) {
  const rows = amountRows(
    {
      subtotalCents: dollarsToCents(order.subtotal),
      tierSavingsCents: dollarsToCents(order.tierSavings),
      discountCents: dollarsToCents(order.discountAmount),
      shippingCents: dollarsToCents(order.shipping),
      taxCents: order.tax ? dollarsToCents(order.tax.amount) : 0,
      totalCents: dollarsToCents(order.total ?? order.totalAmount),
    },
    { discountCode: order.discountCode, totalLabel, taxLabel: order.tax?.label ?? null },
  );
  const exempt = order.tax?.exemptReason;
  return (
    <>
      <dl className="mt-3 flex flex-col gap-1.5 rounded-2xl border border-slate-200 px-4 py-3 text-sm text-slate-600">
        {rows.map((row) => (
          <div
            key={row.key}
            className={cn(
              'flex items-baseline justify-between gap-4',
              (row.key === 'tierSavings' || row.key === 'discount') && 'text-brand-800',
              row.key === 'total' && 'mt-1 border-t border-slate-100 pt-2.5 font-semibold text-slate-900',
            )}
          >
            <dt>{row.label}</dt>
            <dd className={cn('tabular-nums', row.key === 'total' && 'text-base font-bold')}>{formatAmountRow(row)}</dd>
          </div>
        ))}
      </dl>
      {exempt ? <p className="mt-1.5 text-xs text-slate-600">No sales tax: {exempt.replace(/^Exempt: /, '')}</p> : null}
    </>
  );
}

/** The admin's compact lines: "25 x $9.59" and the line total, each line price x quantity. */
export function OrderLineRows({ order }: { order: RegularOrderDto }) {
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-600" aria-label={`Items of order #${order.id}`}>
      {order.items.map((item, index) => (
        <li key={`${item.productId}-${index}`} className="flex items-baseline justify-between gap-4">
          <span className="min-w-0">
            <span className="font-medium text-slate-900">{item.name}</span>{' '}
            <span className="tabular-nums">
              {item.quantity} x {formatUsd(dollarsToCents(item.price))}
            </span>
          </span>
          <span className="tabular-nums">{formatUsd(dollarsToCents(item.lineTotal))}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A custom order's price as lines that add up: the pins (price per pin x quantity, or an owner's quoted amount), the
 * rush fee, the promo discount and the total; then the 10% deposit and the balance, which add up to the total.
 */
export function CustomOrderAmountRows({ order }: { order: CustomOrderDto }) {
  const depositPercent = usePrices().depositPercent;
  const rushFeeCents = order.rushOrder ? dollarsToCents(order.rushOrderFee) : 0;
  const discountCents = dollarsToCents(order.discountAmount);
  const pins = customPinsLine({
    quantity: order.quantity,
    pricePerPinCents: dollarsToCents(order.pricePerPin),
    rushFeeCents,
    discountCents,
    totalCents: dollarsToCents(order.totalPrice),
  });
  const rows: Array<{ label: string; value: string; tone?: 'saving' | 'total' }> = [
    { label: pins.label, value: formatUsd(pins.cents) },
    ...(rushFeeCents > 0 ? [{ label: 'Rush fee', value: formatUsd(rushFeeCents) }] : []),
    ...(discountCents > 0
      ? [
          {
            label: order.discountCode ? `Discount (${order.discountCode})` : 'Discount',
            value: `-${formatUsd(discountCents)}`,
            tone: 'saving' as const,
          },
        ]
      : []),
    { label: 'Order total', value: formatUsd(dollarsToCents(order.totalPrice)), tone: 'total' },
    // Sales tax on the whole order; the deposit and the balance below each include their share (decision 039).
    ...(order.tax && order.tax.amount > 0
      ? [
          { label: order.tax.label, value: formatUsd(dollarsToCents(order.tax.amount)) },
          { label: 'Total with tax', value: formatUsd(dollarsToCents(order.tax.totalWithTax)), tone: 'total' as const },
        ]
      : []),
    ...(order.tax?.exemptReason
      ? [{ label: 'No sales tax', value: order.tax.exemptReason.replace(/^Exempt: /, '') }]
      : []),
    { label: `Deposit (${depositPercent}%)`, value: formatUsd(dollarsToCents(order.depositAmount)) },
    { label: 'Balance', value: formatUsd(dollarsToCents(order.remainingBalance)) },
  ];
  return (
    <dl
      className="mt-4 flex flex-col gap-1.5 rounded-2xl border border-slate-200 px-4 py-3 text-sm text-slate-600"
      aria-label={`Price of order #${order.id}`}
    >
      {rows.map((row) => (
        <div
          key={row.label}
          className={cn(
            'flex items-baseline justify-between gap-4',
            row.tone === 'saving' && 'text-brand-800',
            row.tone === 'total' && 'border-t border-slate-100 pt-2 font-semibold text-slate-900',
          )}
        >
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A custom order's tax as the admin's detail rows show it: the tax and the total with it, or why none. */
export function customOrderTaxDetails(order: Pick<CustomOrderDto, 'tax'>): Array<{ label: string; value: string }> {
  if (!order.tax) return [];
  if (order.tax.exemptReason) return [{ label: 'Sales tax', value: order.tax.exemptReason.replace(/^Exempt: /, '') }];
  return [
    { label: order.tax.label, value: formatUsd(dollarsToCents(order.tax.amount)) },
    { label: 'Total with tax', value: formatUsd(dollarsToCents(order.tax.totalWithTax)) },
  ];
}
