/** One report of the Reports page: its heading, the period it covers, its CSV file, and its loading and error states. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ReportPeriodView } from '../../../../core/schemas/reports';
import { buttonVariants } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatUsd } from '../../../../core/money';
import { adminGet } from '../admin-api';
import { ListError, ListLoading } from '../list-states';

/** Money that came off (a discount, a refund): "−$5.00", or "$0.00". */
export const takenOff = (cents: number) => (cents ? `\u2212${formatUsd(cents)}` : formatUsd(0));

/** The report at `path` for the period of `query` (the address's), read again whenever the page opens. */
function useReport<T>(path: string, query: string, schema: z.ZodType<T>) {
  const url = query ? `${path}?${query}` : path;
  return useQuery({
    queryKey: [path, query],
    queryFn: ({ signal }) => adminGet(url, schema, signal),
    refetchOnMount: 'always',
  });
}

export function ReportPanel<T extends { period: ReportPeriodView }>({
  id,
  title,
  what,
  path,
  query,
  schema,
  children,
}: {
  id: string;
  title: string;
  /** What the report is of, for its loading and error lines ("the sales"). */
  what: string;
  path: string;
  query: string;
  schema: z.ZodType<T>;
  children: (data: T) => ReactNode;
}) {
  const report = useReport(path, query, schema);
  const csv = `${path}/export${query ? `?${query}` : ''}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          {report.data ? <p className="text-sm text-slate-600">{report.data.period.label}</p> : null}
        </div>
        <a href={csv} download className={buttonVariants({ variant: 'outline' })}>
          <Icon name="download" className="size-4" aria-hidden="true" />
          Download CSV<span className="sr-only"> of {what}</span>
        </a>
      </div>
      {report.isError ? (
        <ListError error={report.error} fallback={`We could not load ${what}.`} onRetry={() => void report.refetch()} />
      ) : report.data ? (
        children(report.data)
      ) : (
        <ListLoading>{`Loading ${what}...`}</ListLoading>
      )}
    </section>
  );
}
