/**
 * A custom order's summary: its options, the price the server prepared, the 10% deposit paid now (or the whole
 * order) and the balance due after design approval, before production (core/balance-terms), with sales tax once
 * the server has quoted it (due-rows.tsx).
 */
import { Icon } from '../../components/ui/icons';
import { LEAD_TIME } from '../../../core/lead-time';
import { dollarsToCents } from '../../../core/money';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { customPinsLine } from '../../../core/pricing/quoted-order';
import { formatUsd } from '../../lib/format';
import { DueRows, dueNote, type DueFigures } from '../../components/due-rows';
import { MoneyRow, MoneyRows, SummaryCard } from '../../components/summary-card';
import { productCount } from '../../../core/pricing/price-table';

export interface CustomOrderView {
  /** What is made; absent: pins. */
  product?: string;
  quantity: number;
  size: string;
  plating: string;
  packaging: string;
  rushOrder: boolean;
  rushOrderFee: number;
  pricePerPin: number;
  totalPrice: number;
  depositAmount: number;
  remainingBalance: number;
  discountAmount?: number;
  promoCode?: string;
  customerName?: string;
  customerEmail?: string;
  logoFileName?: string | null;
  /** Several designs in one order (decision 045): each with its name, quantity and artwork's file name. */
  designs?: Array<{ name: string; quantity?: number; logoFileName?: string }>;
}

/** One term of the summary's list: its div is the list's direct child, as a dl's groups must be. */
function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2${wide ? ' col-span-2' : ''}`}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export interface CustomOrderSummaryProps {
  order: CustomOrderView;
  depositPaid?: boolean;
  /** On the deposit page: the server's figures with sales tax for the choice on the page, once quoted. */
  due?: DueFigures;
}

export function CustomOrderSummary({ order, depositPaid = false, due }: CustomOrderSummaryProps) {
  const balanceCents = dollarsToCents(order.remainingBalance);
  const discountCents = dollarsToCents(order.discountAmount ?? 0);
  const pins = customPinsLine({
    quantity: order.quantity,
    pricePerPinCents: dollarsToCents(order.pricePerPin),
    rushFeeCents: order.rushOrder ? dollarsToCents(order.rushOrderFee) : 0,
    discountCents,
    totalCents: dollarsToCents(order.totalPrice),
  });
  return (
    <SummaryCard title="Custom pin order">
      <dl className="grid grid-cols-2 gap-2">
        <Detail label="Quantity" value={productCount(order.quantity, order.product ?? 'pin')} />
        <Detail label="Size" value={pinSizeLabel(order.size)} />
        <Detail label="Plating" value={pinPlatingLabel(order.plating)} />
        <Detail label="Packaging" value={pinPackagingLabel(order.packaging)} />
        <Detail
          wide
          label="Delivery"
          value={
            order.rushOrder
              ? `Rush production (${LEAD_TIME.rush.weeks})`
              : `Standard production (${LEAD_TIME.standard.weeks})`
          }
        />
      </dl>
      {order.customerName || order.customerEmail || order.logoFileName ? (
        <ul className="flex flex-col gap-1.5 text-sm text-slate-600" aria-label="Contact and design">
          {order.customerName ? (
            <li className="flex items-center gap-2">
              <Icon name="user-round" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              {order.customerName}
            </li>
          ) : null}
          {order.customerEmail ? (
            <li className="flex min-w-0 items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">{order.customerEmail}</span>
            </li>
          ) : null}
          {order.logoFileName && !order.designs?.length ? (
            <li className="flex min-w-0 items-center gap-2">
              <Icon name="file-image" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">{order.logoFileName}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {order.designs?.length ? (
        <ul className="flex flex-col gap-1.5 text-sm text-slate-600" aria-label="Designs">
          {order.designs.map((design, index) => (
            <li key={`${design.name}-${index}`} className="flex min-w-0 items-center gap-2">
              <Icon name="file-image" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">
                <span className="font-medium text-slate-900">{design.name}</span>
                {design.quantity ? ` · ${productCount(design.quantity, order.product ?? 'pin')}` : ''}
                {design.logoFileName ? ` · ${design.logoFileName}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <MoneyRows>
        <MoneyRow label={pins.label} value={formatUsd(pins.cents)} />
        {order.rushOrder ? <MoneyRow label="Rush fee" value={formatUsd(dollarsToCents(order.rushOrderFee))} /> : null}
        {discountCents > 0 ? (
          <MoneyRow
            label={order.promoCode ? `Promo code (${order.promoCode})` : 'Promo discount'}
            value={`-${formatUsd(discountCents)}`}
            tone="saving"
          />
        ) : null}
        <MoneyRow label="Order total" value={formatUsd(dollarsToCents(order.totalPrice))} tone="total" />
        <DueRows
          figures={due}
          depositCents={dollarsToCents(order.depositAmount)}
          balanceCents={balanceCents}
          depositPaid={depositPaid}
        />
      </MoneyRows>
      <p className="text-xs text-slate-500">{dueNote(due, balanceCents)}</p>
    </SummaryCard>
  );
}
