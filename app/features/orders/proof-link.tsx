/**
 * "Review your proof" on a custom order waiting for the customer's approval: the proof page, opened by
 * the session for the signed-in owner, or by the status link's token for a guest.
 */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import type { CustomOrder } from './order-types';
import { formatCalendarDay } from '../../../core/en-us-dates';

const PROOF_WAITING = new Set(['awaiting_approval', 'mockup_sent']);

export function proofPath(orderId: number, statusToken?: string): string {
  const query = statusToken ? `?${new URLSearchParams({ token: statusToken }).toString()}` : '';
  return `/orders/${orderId}/proof${query}`;
}

export function ProofLink({ order, statusToken }: { order: CustomOrder; statusToken?: string }) {
  if (!PROOF_WAITING.has(order.status)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3">
      <div className="text-sm text-sky-950">
        <p className="font-semibold">Your proof is ready for review.</p>
        {order.lastDayToApprove ? (
          <p className="mt-0.5 flex items-center gap-1.5">
            <Icon name="calendar-clock" className="size-4" aria-hidden="true" />
            Approve by {formatCalendarDay(order.lastDayToApprove, 'long')} for your event.
          </p>
        ) : null}
      </div>
      <Link to={proofPath(order.id, statusToken)} className={buttonVariants({ size: 'sm' })}>
        <Icon name="eye" className="size-4" aria-hidden="true" />
        Review your proof
      </Link>
    </div>
  );
}
