/** What the proof page says beside the proof when the customer cannot answer: approved, waiting, or no proof yet. */
import { Icon } from '../../components/ui/icons';
import { balanceNowDue } from '../../../core/balance-terms';
import type { CustomerProof } from '../../../core/schemas/proofs';
import { buttonVariants } from '../../components/ui/button';
import { LocalTime } from './local-time';
import { formatDay } from './proof-labels';
import { isProductKind, PRODUCT_NAMES } from '../../../core/pricing/price-table';

/** "pins", "ball markers": what the order makes, in the page's words. */
const piecesOf = (product: string | undefined) =>
  PRODUCT_NAMES[product && isProductKind(product) ? product : 'pin'].many;

const PAID_STATUSES = new Set(['balance_paid', 'in_production', 'shipped', 'delivered']);

export interface ApprovedPanelProps {
  /** The version approved and when; null for the order as a whole (every design approved). */
  approval: { version: number; approvedAt: string } | null;
  status: string;
  payBalancePath: string | null;
  remainingBalanceCents: number;
  /** false for one design among several: the page says once what is due when every design is approved. */
  showBalance?: boolean;
  /** What the order makes ("ball-marker"...); absent: pins. */
  product?: string;
}

export function ApprovedPanel(props: ApprovedPanelProps) {
  const { approval, status, payBalancePath, remainingBalanceCents, showBalance = true, product } = props;
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
        <Icon name="circle-check" className="size-6" aria-hidden="true" />
        {approval ? 'Design approved' : 'Every design approved'}
      </p>
      {approval ? (
        <p className="text-sm text-slate-700">
          You approved version {approval.version} on <LocalTime iso={approval.approvedAt} />.
        </p>
      ) : null}
      {!showBalance ? null : payBalancePath ? (
        <>
          <p className="text-sm text-slate-700">{balanceNowDue(remainingBalanceCents)}</p>
          {/* The balance page is its own route; a full load gives it a fresh start. */}
          <a href={payBalancePath} className={buttonVariants({ size: 'lg', className: 'self-start' })}>
            <Icon name="credit-card" className="size-4" aria-hidden="true" />
            Pay Balance Now
          </a>
        </>
      ) : PAID_STATUSES.has(status) ? (
        <p className="text-sm text-slate-700">The balance is paid: your {piecesOf(product)} are in production.</p>
      ) : remainingBalanceCents === 0 ? (
        <p className="text-sm text-slate-700">Your order is paid in full: nothing more to pay, production is next.</p>
      ) : null}
    </div>
  );
}

export function WaitingPanel({ hasProof }: { hasProof: boolean }) {
  return (
    <p className="flex items-start gap-3 text-sm text-slate-700">
      <Icon name="hourglass" className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      {hasProof
        ? "We're working on your changes and will e-mail you as soon as the next version is ready."
        : 'Our artists are drawing your mockup. We will e-mail you as soon as it is ready to review.'}
    </p>
  );
}

/** "Approve by {date}" for the pieces to arrive in time for the event, or that the day has passed. */
export function ApproveByNotice({ order }: { order: CustomerProof['order'] }) {
  const pieces = piecesOf(order.product);
  if (!order.lastDayToApprove || !order.eventDate) return null;
  return (
    <p
      className={
        order.late
          ? 'flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950'
          : 'flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm text-brand-950'
      }
    >
      <Icon name="calendar-clock" className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {order.late ? (
        <span>
          <strong className="font-semibold">The last day to approve was {formatDay(order.lastDayToApprove)}.</strong>{' '}
          Your {pieces} may not arrive by your event on {formatDay(order.eventDate)}: approve as soon as you can and we
          will do our best.
        </span>
      ) : (
        <span>
          <strong className="font-semibold">Approve by {formatDay(order.lastDayToApprove)}</strong> for your {pieces} to
          arrive in time for your event on {formatDay(order.eventDate)}.
        </span>
      )}
    </p>
  );
}
