/**
 * Payments received and refunds made, by day, with PayPal's capture and refund ids and the order each was for: what
 * the accountant matches against the PayPal statement.
 */
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../../core/en-us-dates';
import { formatUsd } from '../../../../core/money';
import { PAYMENT_PURPOSE_LABELS, paymentsReportSchema, type PaymentsReport } from '../../../../core/schemas/reports';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumns,
  TableHead,
  TableRow,
} from '../../../components/ui/table';
import { ReportPanel, takenOff } from './report-panel';

const PATH = '/api/admin/reports/payments';

/** '14:05 UTC': the time of day in the shop's days. */
const clock = (at: string) => `${at.slice(11, 16)} UTC`;

function OrderLink({ reference, adminPath }: { reference: string | null; adminPath: string | null }) {
  if (!reference) return <>—</>;
  if (!adminPath) return <>{reference}</>;
  return (
    <Link to={adminPath} className="text-brand-700 underline underline-offset-2">
      {reference}
    </Link>
  );
}

function PaymentTables({ report }: { report: PaymentsReport }) {
  if (report.days.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-sm">
        No payments were taken or refunded in this period.
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <Table aria-label="Money in and out by day">
        <TableCaption>By day</TableCaption>
        <TableColumns columns={['Day', 'Received', 'Refunded', 'Net']} />
        <TableBody>
          {report.days.map((day) => (
            <TableRow key={day.day}>
              <TableHead scope="row">{formatCalendarDay(day.day, 'medium')}</TableHead>
              <TableCell className="tabular-nums">{formatUsd(day.receivedCents)}</TableCell>
              <TableCell className="tabular-nums">{takenOff(day.refundedCents)}</TableCell>
              <TableCell className="tabular-nums">{formatUsd(day.netCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableHead scope="row" className="font-semibold">
              Whole period
            </TableHead>
            <TableCell className="font-semibold tabular-nums">{formatUsd(report.total.receivedCents)}</TableCell>
            <TableCell className="font-semibold tabular-nums">{takenOff(report.total.refundedCents)}</TableCell>
            <TableCell className="font-semibold tabular-nums">{formatUsd(report.total.netCents)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {report.payments.length > 0 ? (
        <Table aria-label="Payments received">
          <TableCaption>Payments received</TableCaption>
          <TableColumns columns={['When', 'PayPal capture id', 'Paid for', 'Order or invoice', 'Customer', 'Amount']} />
          <TableBody>
            {report.payments.map((payment) => (
              <TableRow key={payment.captureId}>
                <TableHead scope="row" className="whitespace-nowrap">
                  {formatCalendarDay(payment.day, 'medium')}, {clock(payment.at)}
                </TableHead>
                <TableCell className="font-mono text-xs">{payment.captureId}</TableCell>
                <TableCell>{PAYMENT_PURPOSE_LABELS[payment.purpose]}</TableCell>
                <TableCell>
                  <OrderLink reference={payment.reference} adminPath={payment.adminPath} />
                </TableCell>
                <TableCell>{payment.payer}</TableCell>
                <TableCell className="tabular-nums">{formatUsd(payment.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {report.refunds.length > 0 ? (
        <Table aria-label="Refunds made">
          <TableCaption>Refunds made</TableCaption>
          <TableColumns columns={['When', 'PayPal refund id', 'Of capture', 'Order or invoice', 'Why', 'Amount']} />
          <TableBody>
            {report.refunds.map((refund, index) => (
              <TableRow key={refund.refundId ?? `${refund.captureId}-${index}`}>
                <TableHead scope="row" className="whitespace-nowrap">
                  {formatCalendarDay(refund.day, 'medium')}, {clock(refund.at)}
                </TableHead>
                <TableCell className="font-mono text-xs">
                  {refund.refundId ?? <span className="font-sans">Made at PayPal: its id is in PayPal</span>}
                </TableCell>
                <TableCell className="font-mono text-xs">{refund.captureId}</TableCell>
                <TableCell>
                  <OrderLink reference={refund.reference} adminPath={refund.adminPath} />
                </TableCell>
                <TableCell>{refund.reason}</TableCell>
                <TableCell className="tabular-nums">{takenOff(refund.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}

export function PaymentsReportPanel({ query }: { query: string }) {
  return (
    <ReportPanel
      id="payments-report"
      title="Payments received by day"
      what="the payments"
      path={PATH}
      query={query}
      schema={paymentsReportSchema}
    >
      {(data) => <PaymentTables report={data} />}
    </ReportPanel>
  );
}
