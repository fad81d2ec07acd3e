/**
 * The dashboard's smaller panels: orders by status, quotes waiting, unpaid balance links, low stock. Each lists at most
 * five entries, so a panel's height is known before the numbers arrive.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd } from '../../../../core/money';
import { orderNumber } from '../../../../core/order-numbers';
import type { Dashboard } from '../../../../core/schemas/dashboard';
import { cn } from '../../../lib/cn';
import { statusLabel } from '../orders/order-labels';
import { ageText } from './dashboard-format';

const LISTED = 5;

export function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A big number and what it counts. */
function Figure({ value, label }: { value: number | string; label: string }) {
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-3xl font-bold text-slate-900 tabular-nums">{value}</span>
      <span className="text-sm text-slate-600">{label}</span>
    </p>
  );
}

function StatusBars({ title, rows }: { title: string; rows: Dashboard['ordersByStatus']['custom'] }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <ul className="flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          <li key={row.status} className="grid grid-cols-[8.5rem_1fr_2rem] items-center gap-2">
            <span className="truncate text-slate-700">{statusLabel(row.status)}</span>
            <span aria-hidden="true" className="h-2 rounded-full bg-slate-100">
              <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${(row.count / most) * 100}%` }} />
            </span>
            <span className="text-right font-medium text-slate-900 tabular-nums">{row.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OrdersByStatus({ data }: { data: Dashboard['ordersByStatus'] }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row lg:flex-col">
      <StatusBars title="Custom orders" rows={data.custom} />
      <StatusBars title="Catalogue orders" rows={data.regular} />
    </div>
  );
}

function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return <ul className="flex flex-col divide-y divide-slate-100 text-sm">{children}</ul>;
}

function More({ shown, total, to }: { shown: number; total: number; to?: string }) {
  if (total <= shown) return null;
  const text = `and ${total - shown} more`;
  return to ? (
    <Link to={to} className="text-sm font-medium text-brand-700 underline underline-offset-2">
      {text}
    </Link>
  ) : (
    <p className="text-sm text-slate-600">{text}</p>
  );
}

export function QuotesWaiting({ data }: { data: Dashboard['quotesAwaitingReply'] }) {
  return (
    <>
      <Figure
        value={data.count}
        label={
          data.oldestAgeDays === null
            ? 'waiting for a reply'
            : `waiting, the oldest for ${ageText(data.oldestAgeDays).replace('today', 'less than a day')}`
        }
      />
      <Rows empty="No quote request is waiting.">
        {data.oldest.map((quote) => (
          <li key={quote.id} className="flex justify-between gap-3 py-1.5">
            <span className="truncate text-slate-800">
              #{quote.id} {quote.customerName}
            </span>
            <span className="shrink-0 text-slate-600">{ageText(quote.ageDays)}</span>
          </li>
        ))}
      </Rows>
      <More shown={data.oldest.length} total={data.count} to="/admin/quotes" />
    </>
  );
}

export function UnpaidBalanceLinks({ data }: { data: Dashboard['balanceLinksUnpaid'] }) {
  const links = data.links.slice(0, LISTED);
  return (
    <>
      <Figure value={data.count} label={data.count === 1 ? 'link sent, not paid' : 'links sent, not paid'} />
      <Rows empty="Every balance link sent has been paid.">
        {links.map((link) => (
          <li key={link.customOrderId} className="flex justify-between gap-3 py-1.5">
            <span className="truncate text-slate-800">
              {orderNumber('custom', link.customOrderId)} {link.customerName}
            </span>
            <span className="shrink-0 text-slate-600">
              {formatUsd(link.balanceCents)}, sent {ageText(link.ageDays)}
              {link.ageDays > 0 ? ' ago' : ''}
            </span>
          </li>
        ))}
      </Rows>
      <More shown={links.length} total={data.count} />
    </>
  );
}

export function LowStock({ data }: { data: Dashboard['lowStock'] }) {
  const products = data.slice(0, LISTED);
  return (
    <>
      <Figure value={data.length} label={data.length === 1 ? 'product at 10 or fewer' : 'products at 10 or fewer'} />
      <Rows empty="Every product has more than 10 in stock.">
        {products.map((product) => (
          <li key={product.id} className="flex justify-between gap-3 py-1.5">
            <span className="truncate text-slate-800">{product.name}</span>
            <span
              className={cn('shrink-0 tabular-nums', product.stockQuantity === 0 ? 'text-red-700' : 'text-slate-600')}
            >
              {product.stockQuantity === 0 ? 'Out of stock' : `${product.stockQuantity} left`}
            </span>
          </li>
        ))}
      </Rows>
      <More shown={products.length} total={data.length} to="/admin/products" />
    </>
  );
}
