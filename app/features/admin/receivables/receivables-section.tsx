/**
 * Receivables: what customers owe today, by customer and by how late it is (not yet late, 1-30, 31-60, 61-90, over 90
 * days), with totals; each line links to its order or invoice; the same as a CSV file. Read from
 * GET /api/admin/receivables, fetched again every 30 seconds so a payment shows up by itself.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../../core/en-us-dates';
import { formatUsd } from '../../../../core/money';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, SCHEDULE_LINE_KIND_LABELS } from '../../../../core/receivables';
import { receivablesReportSchema, type AgingTotals } from '../../../../core/schemas/receivables';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumns,
  TableHead,
  TableRow,
} from '../../../components/ui/table';
import { adminGet } from '../admin-api';
import { ListError, ListLoading } from '../list-states';
import { StatementActions } from './statement-actions';

const REPORT_PATH = '/api/admin/receivables';
const REFRESH_MS = 30_000;

function useReceivables() {
  return useQuery({
    queryKey: [REPORT_PATH],
    queryFn: ({ signal }) => adminGet(REPORT_PATH, receivablesReportSchema, signal),
    refetchInterval: REFRESH_MS,
    refetchOnMount: 'always',
  });
}

function TotalsCards({ totals }: { totals: AgingTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-600">Total owed</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums" data-testid="receivables-total">
          {formatUsd(totals.total)}
        </dd>
      </div>
      {AGING_BUCKETS.map((bucket) => (
        <div key={bucket} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{AGING_BUCKET_LABELS[bucket]}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{formatUsd(totals[bucket])}</dd>
        </div>
      ))}
    </dl>
  );
}

function lateText(days: number): string {
  if (days <= 0) return 'Not yet late';
  return days === 1 ? '1 day late' : `${days} days late`;
}

function ReceivablesTables() {
  const query = useReceivables();
  if (query.isPending) return <ListLoading>Loading what customers owe...</ListLoading>;
  if (query.isError) {
    return (
      <ListError
        error={query.error}
        fallback="We could not load what customers owe."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const report = query.data;
  return (
    <div className="flex flex-col gap-6">
      <TotalsCards totals={report.totals} />
      {report.customers.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          Nobody owes the shop anything right now.
        </p>
      ) : (
        report.customers.map((customer) => (
          <Table key={customer.customerEmail.toLowerCase()} aria-label={`Owed by ${customer.customerName}`}>
            <TableCaption>
              <span className="font-semibold text-slate-900">{customer.customerName}</span>{' '}
              <span className="text-slate-600">({customer.customerEmail})</span> owes{' '}
              <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(customer.totals.total)}</span>
              <StatementActions email={customer.customerEmail} name={customer.customerName} />
            </TableCaption>
            <TableColumns columns={['Order or invoice', 'What for', 'Due', 'How late', 'Amount']} />
            <TableBody>
              {customer.lines.map((line) => (
                <TableRow key={line.key}>
                  <TableHead scope="row">
                    <Link to={line.adminPath} className="text-brand-700 underline underline-offset-2">
                      {line.reference}
                    </Link>
                  </TableHead>
                  <TableCell>{SCHEDULE_LINE_KIND_LABELS[line.kind]}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {line.dueDate ? formatCalendarDay(line.dueDate, 'medium') : '—'}
                  </TableCell>
                  <TableCell>
                    <Badge
                      variant={line.daysPastDue > 30 ? 'destructive' : line.daysPastDue > 0 ? 'warning' : 'outline'}
                    >
                      {lateText(line.daysPastDue)}
                    </Badge>
                  </TableCell>
                  <TableCell className="tabular-nums">{formatUsd(line.amountCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))
      )}
    </div>
  );
}

export function ReceivablesSection() {
  return (
    <section aria-labelledby="receivables-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="receivables-title" className="text-2xl font-bold text-slate-900">
            Receivables
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            What customers owe today: deposits and balances due, and invoices sent, grouped by how late they are.
          </p>
        </div>
        <a href="/api/admin/receivables/export" download className={buttonVariants({ variant: 'outline' })}>
          <Icon name="download" className="size-4" aria-hidden="true" />
          Download CSV
        </a>
      </div>
      <ReceivablesTables />
    </section>
  );
}
