/**
 * The order's money in its detail dialog: the totals paid, refunded and net, then each payment (deposit, balance,
 * order payment, invoice) with its own paid/refunded/net, its refunds (amount, reason, state, when) and a "Refund"
 * button while something is left to refund.
 */
import { useState } from 'react';
import { formatUsd } from '../../../../core/money';
import { PAYMENT_PURPOSE_LABELS, type OrderPayment, type Refund } from '../../../../core/schemas/refunds';
import { PdfLink } from '../../../components/pdf-link';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { dateTime } from './order-labels';
import { RefundDialog } from './refund-dialog';
import type { OrderRef } from './use-admin-orders';
import { useOrderPayments } from './use-order-payments';

const REFUND_STATES: Record<Refund['status'], string> = {
  completed: 'Refunded',
  pending: 'Waiting for PayPal',
  failed: 'Failed',
};

function moneyRows(paidCents: number, refundedCents: number) {
  return [
    { label: 'Paid', value: formatUsd(paidCents) },
    { label: 'Refunded', value: formatUsd(refundedCents) },
    { label: 'Net', value: formatUsd(paidCents - refundedCents) },
  ];
}

function PaymentCard({ payment, customerEmail }: { payment: OrderPayment; customerEmail: string }) {
  const [refunding, setRefunding] = useState(false);
  const label = PAYMENT_PURPOSE_LABELS[payment.purpose];
  return (
    <li className="rounded-lg border border-slate-200 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {label}
          {payment.capturedAt ? (
            <span className="font-normal text-slate-600"> · paid {dateTime(payment.capturedAt)}</span>
          ) : null}
          {payment.testMode ? <span className="font-normal text-slate-600"> · test mode</span> : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <PdfLink
            href={`/api/admin/payments/${payment.id}/receipt/pdf`}
            label={`Download the receipt of the ${label.toLowerCase()} as PDF`}
          >
            Receipt
          </PdfLink>
          {payment.refundableCents > 0 ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRefunding(true)}
              aria-label={`Refund the ${label.toLowerCase()}`}
            >
              Refund
            </Button>
          ) : null}
        </div>
      </div>
      <DetailList className="mt-3 grid-cols-3" rows={moneyRows(payment.amountCents, payment.refundedCents)} />
      {payment.refunds.length > 0 ? (
        <ul
          className="mt-3 flex flex-col gap-1 text-sm text-slate-700"
          aria-label={`Refunds of the ${label.toLowerCase()}`}
        >
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              {formatUsd(refund.amountCents)} · {REFUND_STATES[refund.status]} · {dateTime(refund.createdAt)} ·{' '}
              {refund.reason}
              {refund.restock ? ' · stock put back' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <RefundDialog payment={payment} customerEmail={customerEmail} open={refunding} onOpenChange={setRefunding} />
    </li>
  );
}

export function OrderPayments({ order }: { order: OrderRef }) {
  const payments = useOrderPayments(order);
  if (payments.isPending) return <p className="text-sm text-slate-600">Loading payments...</p>;
  if (payments.isError) return <p className="text-sm text-red-700">The payments could not be loaded.</p>;
  const { totals, customerEmail } = payments.data;
  if (payments.data.payments.length === 0) return <p className="text-sm text-slate-600">No payment yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <DetailList className="grid-cols-3" rows={moneyRows(totals.paidCents, totals.refundedCents)} />
      {totals.tax ? (
        <p className="text-sm text-slate-600">
          Sales tax charged {formatUsd(totals.tax.chargedCents)}; refunded {formatUsd(totals.tax.refundedCents)}.
          Refunds give tax back in proportion to the amount refunded, all of it with a full refund.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {payments.data.payments.map((payment) => (
          <PaymentCard key={payment.id} payment={payment} customerEmail={customerEmail} />
        ))}
      </ul>
    </div>
  );
}
