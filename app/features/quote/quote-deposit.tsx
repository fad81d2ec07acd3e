/**
 * The pay page of an e-mailed quote: what the owner quoted, with the owner's notes, and the link that is
 * no longer valid. Paying the deposit is the designer checkout's own (the route composes both).
 */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { dollarsToCents } from '../../../core/money';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { productCount, productNames } from '../../../core/pricing/price-table';
import { usePrices } from '../../lib/use-prices';
import type { QuotedOrder } from '../../../core/schemas/quoted-orders';
import { buttonVariants } from '../../components/ui/button';
import { DueRows, dueNote, type DueFigures } from '../../components/due-rows';
import { MoneyRows, SummaryCard } from '../../components/summary-card';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';

export function QuoteDepositIntro({ order }: { order: QuotedOrder }) {
  const depositPercent = usePrices().depositPercent;
  const names = productNames(order.product);
  return (
    <div className="mb-8 flex flex-col gap-2">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Quote #{order.quoteRequestId}</p>
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">Your custom {names.one} quote</h1>
      <p className="max-w-2xl text-sm text-pretty text-slate-600">
        Hi {order.customerName}, here is our price for your {order.quantity} custom golf {names.many}. Accept it by
        paying the {depositPercent}% deposit with PayPal.
      </p>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Money({ label, cents, tone = 'default' }: { label: string; cents: number; tone?: 'default' | 'total' }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        tone === 'total' && 'text-base font-semibold text-slate-900',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatUsd(cents)}</dd>
    </div>
  );
}

/** The pieces' quoted price ("Ball markers") and what the designer's prices add (packaging, rush), when anything is added. */
function QuotedExtras({ order }: { order: QuotedOrder }) {
  const packaging = dollarsToCents(order.packagingFee);
  const rush = dollarsToCents(order.rushOrderFee);
  if (packaging === 0 && rush === 0) return null;
  return (
    <>
      <Money label={productNames(order.product).title} cents={dollarsToCents(order.totalPrice) - packaging - rush} />
      {packaging > 0 ? <Money label="Packaging price" cents={packaging} /> : null}
      {rush > 0 ? <Money label="Rush fee" cents={rush} /> : null}
    </>
  );
}

/** The quoted order: the owner's total is the price (no per-pin arithmetic that could round away from it). */
export function QuoteSummary({ order, due }: { order: QuotedOrder; due?: DueFigures }) {
  const balanceCents = dollarsToCents(order.remainingBalance);
  return (
    <SummaryCard title="Your quote">
      <dl className="grid grid-cols-2 gap-2">
        <Detail label="Quantity" value={productCount(order.quantity, order.product)} />
        <Detail label="Size" value={pinSizeLabel(order.size)} />
        <Detail label="Plating" value={pinPlatingLabel(order.plating)} />
        <Detail label="Packaging" value={pinPackagingLabel(order.packaging)} />
        <Detail label="Delivery" value={order.rushOrder ? 'Rush' : 'Standard'} />
      </dl>
      {order.quoteNotes ? (
        <figure className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50/60 p-3">
          <Icon name="message-square-quote" className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <figcaption className="text-xs font-semibold text-brand-900">Notes from our team</figcaption>
            <blockquote className="text-sm whitespace-pre-line text-slate-700">{order.quoteNotes}</blockquote>
          </div>
        </figure>
      ) : null}
      <ul className="flex flex-col gap-1.5 text-sm text-slate-600" aria-label="Contact and design">
        <li className="flex items-center gap-2">
          <Icon name="user-round" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {order.customerName}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <Icon name="mail" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{order.customerEmail}</span>
        </li>
        {order.logoUrl ? (
          <li className="flex min-w-0 items-center gap-2">
            <Icon name="file-image" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{order.logoFileName || 'Your logo'}</span>
            <img
              src={order.logoUrl}
              alt="Your uploaded logo"
              className="ml-auto size-12 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
            />
          </li>
        ) : null}
      </ul>
      <MoneyRows>
        <QuotedExtras order={order} />
        <Money label="Quoted total" cents={dollarsToCents(order.totalPrice)} tone="total" />
        <DueRows figures={due} depositCents={dollarsToCents(order.depositAmount)} balanceCents={balanceCents} />
      </MoneyRows>
      <p className="text-xs text-slate-500">{dueNote(due, balanceCents)}</p>
    </SummaryCard>
  );
}

export function QuoteLinkGone({ message, supportEmail }: { message: string; supportEmail: string }) {
  return (
    <div className="bg-gradient-to-b from-red-50/60 via-white to-white px-4 py-16 sm:py-24">
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Icon name="triangle-exclamation-point" className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{message}</h1>
        <p className="text-sm text-pretty text-slate-600">
          A newer quote replaces an older one, a paid quote is done, and a quote link works for 30 days. Use the link in
          our latest e-mail, or write to{' '}
          <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 hover:underline">
            {supportEmail}
          </a>{' '}
          and we will send you a new one.
        </p>
        <Link to="/track-order" className={buttonVariants({ variant: 'outline' })}>
          Track an order
        </Link>
      </section>
    </div>
  );
}
