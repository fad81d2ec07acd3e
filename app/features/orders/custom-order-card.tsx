/**
 * A custom quote order (accounts-admin-spec section 2): the nine-step timeline, the order's options, its
 * payments (Pay Balance Now when due), its shipping (carrier and tracking link once shipped), the pin designs and
 * the customer's logo.
 */
import { BALANCE_DUE_STATE } from '../../../core/balance-terms';
import { Icon } from '../../components/ui/icons';
import { orderNumber } from '../../../core/order-numbers';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { CustomOrderAmountRows } from '../../components/order-amount-rows';
import { buttonVariants } from '../../components/ui/button';
import { DetailList } from '../../components/ui/detail-list';
import { cn } from '../../lib/cn';
import { formatDollars } from '../../lib/format';
import { orderDate } from './order-labels';
import {
  CardSection,
  OpenOrderLink,
  OrderCardFrame,
  StatusBadge,
  Subheading,
  subheadingFor,
  TestOrderBadge,
} from './order-parts';
import { balanceState, isDepositPaid } from './order-payments';
import { OrderShipment } from './order-shipment';
import { OrderShipTo } from './order-ship-to';
import { customTimeline } from './order-timeline';
import { OrderTimelineView } from './order-timeline-view';
import { ProofLink } from './proof-link';
import { CustomReorder } from './reorder-custom';
import type { CustomOrder } from './order-types';
import { productCount } from '../../../core/pricing/price-table';

export interface CustomOrderCardProps {
  order: CustomOrder;
  highlighted?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The status link's token when a guest views the order by its e-mailed link (opens Pay Balance Now for them). */
  statusToken?: string;
}

export function customOrderDomId(id: number): string {
  return `custom-order-${id}`;
}

export function CustomOrderCard({
  order,
  highlighted = false,
  headingLevel: Heading = 'h3',
  statusToken,
}: CustomOrderCardProps) {
  const domId = customOrderDomId(order.id);
  const number = orderNumber('custom', order.id);
  const steps = customTimeline(order);
  const Sub = subheadingFor(Heading);
  return (
    <OrderCardFrame domId={domId} highlighted={highlighted}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-100 bg-slate-50/60 px-5 py-4 sm:px-6">
        <div>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-widest text-brand-700 uppercase">
            Custom quote order
            {highlighted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-[0.6875rem] tracking-normal text-white normal-case">
                <Icon name="sparkles" className="size-3" aria-hidden="true" />
                Just placed
              </span>
            ) : null}
          </p>
          <Heading
            id={`${domId}-title`}
            className={cn('mt-1 font-bold text-slate-900', Heading === 'h2' ? 'text-2xl' : 'text-lg')}
          >
            Order {number}
          </Heading>
          <p className="text-sm text-slate-500">Placed {orderDate(order.createdAt)}</p>
          {order.statusPath ? <OpenOrderLink to={order.statusPath} number={number} /> : null}
        </div>
        <div className="flex flex-col items-end gap-2">
          <StatusBadge status={order.status} />
          {order.testMode ? <TestOrderBadge /> : null}
          <p className="text-sm text-slate-600">
            Total{' '}
            <span className="font-semibold text-slate-900 tabular-nums">
              {/* What the customer pays in all: with the sales tax when there is any, as the amounts below say. */}
              {formatDollars(order.tax && order.tax.amount > 0 ? order.tax.totalWithTax : order.totalPrice)}
            </span>
          </p>
          <CustomReorder order={order} statusToken={statusToken} describedBy={`${domId}-title`} />
        </div>
      </header>

      <div className="grid gap-8 px-5 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-7">
          <ProofLink order={order} statusToken={statusToken} />
          <CardSection level={Sub} title="Order details">
            <DetailList
              className="sm:grid-cols-3"
              rows={[
                { label: 'Quantity', value: productCount(order.quantity, order.product) },
                { label: 'Size', value: pinSizeLabel(order.size) },
                { label: 'Plating', value: pinPlatingLabel(order.plating) },
                { label: 'Packaging', value: pinPackagingLabel(order.packaging) },
                {
                  label: 'Delivery',
                  value: order.rushOrder
                    ? `Rush${order.rushOrderFee > 0 ? ` (+${formatDollars(order.rushOrderFee)})` : ''}`
                    : 'Standard',
                },
                { label: 'Price per pin', value: formatDollars(order.pricePerPin) },
              ]}
            />
            <CustomOrderAmountRows order={order} />
          </CardSection>

          <CardSection level={Sub} title="Payments">
            <PaymentRows order={order} statusToken={statusToken} />
          </CardSection>

          <CardSection level={Sub} title="Shipping">
            <OrderShipTo order={order} statusToken={statusToken} />
            <OrderShipment order={order} waiting="You receive tracking info as soon as your pins ship." />
          </CardSection>

          {order.pinDesigns.length > 0 ? (
            <CardSection level={Sub} title="Designs">
              <ul className="grid gap-3 sm:grid-cols-2">
                {order.pinDesigns.map((design, index) => (
                  <li key={`${design.name}-${index}`} className="flex gap-3 rounded-2xl border border-slate-200 p-3">
                    <Thumbnail src={design.imageUrl ?? design.logoUrl} alt={`Design: ${design.name}`} />
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-900">{design.name}</p>
                      {design.quantity ? (
                        <p className="text-xs text-slate-500">{productCount(design.quantity, order.product)}</p>
                      ) : null}
                      {design.description ? (
                        <p className="mt-1 line-clamp-3 text-sm text-slate-600">{design.description}</p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </CardSection>
          ) : null}

          {/* Several designs show their own artwork above (design 1's is the order's logo). */}
          {order.logoUrl && !order.pinDesigns.some((design) => design.logoUrl) ? (
            <CardSection level={Sub} title="Your logo">
              <figure className="flex items-center gap-4">
                <Thumbnail src={order.logoUrl} alt={`Logo for order ${number}`} large />
                {order.logoFileName ? (
                  <figcaption className="min-w-0 text-sm break-all text-slate-600">{order.logoFileName}</figcaption>
                ) : null}
              </figure>
            </CardSection>
          ) : null}
        </div>

        <aside className="rounded-2xl bg-slate-50 p-5 lg:self-start">
          <Subheading level={Sub} className="mb-4 text-sm font-semibold text-slate-900">
            Order progress
          </Subheading>
          <OrderTimelineView steps={steps} label={`Progress of order ${number}`} />
        </aside>
      </div>
    </OrderCardFrame>
  );
}

function PaymentRows({ order, statusToken }: { order: CustomOrder; statusToken?: string }) {
  const balance = balanceState(order, statusToken);
  const depositPaid = isDepositPaid(order);
  // Paid in full at the deposit step: the order has no balance at all.
  const inFull = order.remainingBalance === 0;
  return (
    <div className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Icon name="circle-dollar-sign" className="size-5 text-slate-400" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-slate-900">{inFull ? 'Paid in full' : 'Deposit (10%)'}</p>
            <p className="text-sm text-slate-600 tabular-nums">{formatDollars(order.depositAmount)}</p>
          </div>
        </div>
        {depositPaid ? (
          <PaymentPill tone="paid">{inFull ? 'Paid' : 'Deposit paid'}</PaymentPill>
        ) : (
          <PaymentPill tone="waiting">Deposit pending</PaymentPill>
        )}
      </div>
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 px-4 py-3',
          balance.kind === 'due' && 'bg-amber-50/70',
        )}
      >
        <div className="flex items-center gap-3">
          <Icon name="credit-card" className="size-5 text-slate-400" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-slate-900">Balance</p>
            <p className="text-sm text-slate-600 tabular-nums">{formatDollars(order.remainingBalance)}</p>
          </div>
        </div>
        {inFull ? (
          <PaymentPill tone="paid">Nothing more to pay</PaymentPill>
        ) : balance.kind === 'paid' ? (
          <PaymentPill tone="paid">Balance paid</PaymentPill>
        ) : balance.kind === 'due' ? (
          <div className="flex flex-wrap items-center gap-3">
            <PaymentPill tone="due">Balance Due</PaymentPill>
            {/* A server redirect to the live link (not a page of ours): a full navigation. */}
            <a href={balance.payPath} className={buttonVariants({ size: 'sm' })}>
              <Icon name="credit-card" className="size-4" aria-hidden="true" />
              Pay Balance Now
            </a>
          </div>
        ) : (
          <PaymentPill tone="waiting">{BALANCE_DUE_STATE}</PaymentPill>
        )}
      </div>
    </div>
  );
}

const PILL_TONES = {
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  due: 'bg-amber-100 text-amber-900 ring-amber-300',
  waiting: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

function PaymentPill({ tone, children }: { tone: keyof typeof PILL_TONES; children: string }) {
  const icon = tone === 'paid' ? 'circle-check' : 'clock';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        PILL_TONES[tone],
      )}
    >
      <Icon name={icon} className="size-3.5" aria-hidden="true" />
      {children}
    </span>
  );
}

function Thumbnail({ src, alt, large = false }: { src?: string | null; alt: string; large?: boolean }) {
  const size = large ? 'size-24' : 'size-16';
  if (!src) {
    return (
      <span className={cn('flex shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400', size)}>
        <Icon name="image" className="size-6" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1', size)}
    />
  );
}
