/**
 * An order's payment schedule as a list: each line (deposit, balance, invoice) with its amount, due date and state,
 * a Pay button while it is due (the customer's pages), and the payments taken for it (the admin's order view).
 * Shared by the customer's order and invoice pages and the admin's order view.
 */
import { formatDateTime } from '../../core/en-us-clock';
import { formatCalendarDay } from '../../core/en-us-dates';
import { formatUsd } from '../../core/money';
import { SCHEDULE_LINE_KIND_LABELS, SCHEDULE_LINE_STATE_LABELS, type ScheduleLineState } from '../../core/receivables';
import type { ScheduleLine } from '../../core/schemas/receivables';
import { Badge, type BadgeVariant } from './ui/badge';
import { buttonVariants } from './ui/button';

const STATE_BADGE: Record<ScheduleLineState, BadgeVariant> = {
  scheduled: 'outline',
  due: 'warning',
  overdue: 'destructive',
  paid: 'default',
  refunded: 'secondary',
  void: 'outline',
};

/** "Balance, due when you approve your design", "Invoice INV-100003, due Dec 9, 2026". */
function dueText(line: ScheduleLine): string {
  if (line.dueDate) return `Due ${formatCalendarDay(line.dueDate, 'medium')}`;
  return line.kind === 'balance' ? 'Due when the design is approved' : 'No due date';
}

function lineTitle(line: ScheduleLine): string {
  const kind = SCHEDULE_LINE_KIND_LABELS[line.kind];
  return line.kind === 'invoice' ? `${kind} ${line.reference}` : kind;
}

function PaymentRows({ line }: { line: ScheduleLine }) {
  if (line.payments.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs text-slate-600">
      {line.payments.map((payment) => (
        <li key={`${payment.paidAt}-${payment.captureId ?? ''}`}>
          Paid {formatUsd(payment.amountCents)} on {formatDateTime(new Date(payment.paidAt), 'local')}
          {payment.captureId ? <span className="font-mono"> (capture {payment.captureId})</span> : null}
          {payment.refundedCents > 0 ? `, ${formatUsd(payment.refundedCents)} refunded` : null}
        </li>
      ))}
    </ul>
  );
}

export interface PaymentScheduleProps {
  lines: readonly ScheduleLine[];
  /** Show a Pay button on each line that can be paid now (the customer's pages). */
  payButtons?: boolean;
  /** List the payments under each line (the admin's order view). */
  showPayments?: boolean;
}

export function PaymentSchedule({ lines, payButtons = false, showPayments = false }: PaymentScheduleProps) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {lines.map((line) => {
        const payable = payButtons && line.payUrl && (line.state === 'due' || line.state === 'overdue');
        return (
          <li key={line.key} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {lineTitle(line)}{' '}
                <Badge variant={STATE_BADGE[line.state]} className="ml-1 align-middle">
                  {SCHEDULE_LINE_STATE_LABELS[line.state]}
                </Badge>
              </p>
              <p className="text-sm text-slate-600">{dueText(line)}</p>
              {showPayments ? <PaymentRows line={line} /> : null}
            </div>
            <div className="flex items-center gap-3">
              <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(line.amountCents)}</span>
              {payable ? (
                <a
                  href={line.payUrl!}
                  className={buttonVariants({ size: 'sm' })}
                  aria-label={`Pay ${lineTitle(line).toLowerCase()} of ${formatUsd(line.amountCents)}`}
                >
                  Pay
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
