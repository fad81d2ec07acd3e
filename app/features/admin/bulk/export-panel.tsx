/**
 * Export every order (catalogue and custom), invoice, payment or contact of a period as a CSV file, made in the
 * background: started here, shown while it is written, then downloaded by its link for 24 hours.
 */
import { useState, useSyncExternalStore } from 'react';
import { formatCount } from '../../../../core/en-us';
import type { ExportJobView, ExportKind } from '../../../../core/schemas/bulk-jobs';
import { buttonVariants } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { adminErrorMessage } from '../admin-api';
import { JobList } from './job-list';
import { JobPanel } from './job-panel';
import { useLatestExports, useStartExport } from './use-bulk-jobs';

const KINDS: Record<ExportKind, string> = {
  orders: 'Orders (catalogue and custom)',
  invoices: 'Manual invoices',
  payments: 'Payments',
  contacts: 'Contacts',
};
const subscribe = () => () => {};
/** The first day of this month and today, once in the browser (the server render has no "today" of its own). */
const useMonthToDate = () =>
  useSyncExternalStore(
    subscribe,
    () => new Date().toISOString().slice(0, 10),
    () => '',
  );

function ExportJob({ job }: { job: ExportJobView }) {
  const what = `${KINDS[job.kind]}, ${job.from} to ${job.to}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4">
      <div className="text-sm">
        <p className="font-medium text-slate-900">{what}</p>
        <p role="status" className="text-slate-700">
          {job.state === 'done' && job.fileRemoved
            ? `Done: ${formatCount(job.rows)} rows.`
            : job.state === 'done'
              ? `Ready: ${formatCount(job.rows)} rows. The link works until ${job.expiresAt?.slice(0, 16).replace('T', ' ')} UTC.`
              : job.state === 'failed'
                ? `Failed: ${job.error ?? 'the export stopped.'}`
                : `${job.state === 'waiting' ? 'Waiting to start' : 'Writing'}: ${formatCount(job.rows)} rows so far`}
        </p>
      </div>
      {job.fileRemoved ? <p className="text-sm text-slate-600">File removed after 7 days</p> : null}
      {job.downloadUrl ? (
        <a href={job.downloadUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Icon name="download" className="size-4" aria-hidden="true" />
          Download<span className="sr-only"> {what}</span>
        </a>
      ) : null}
    </div>
  );
}

export function ExportPanel() {
  const today = useMonthToDate();
  const [kind, setKind] = useState<ExportKind>('orders');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const exports = useLatestExports();
  const start = useStartExport();
  const fromDay = from || (today ? `${today.slice(0, 8)}01` : '');
  const toDay = to || today;

  function submit() {
    if (!fromDay || !toDay || toDay < fromDay) return setError('Choose a period whose end is not before its start.');
    setError(null);
    start.mutate(
      { kind, from: fromDay, to: toDay },
      { onError: (failure) => setError(adminErrorMessage(failure, 'The export could not be started.')) },
    );
  }

  return (
    <JobPanel
      id="exports-heading"
      title="Export a period as CSV"
      kindLabel="What to export"
      kinds={KINDS}
      kind={kind}
      onKind={setKind}
      submitLabel="Start the export"
      pending={start.isPending}
      disabled={!today}
      onSubmit={submit}
      fields={
        <>
          <Field label="From">
            {(control) => <Input {...control} type="date" value={fromDay} onChange={(e) => setFrom(e.target.value)} />}
          </Field>
          <Field label="To" error={error}>
            {(control) => <Input {...control} type="date" value={toDay} onChange={(e) => setTo(e.target.value)} />}
          </Field>
        </>
      }
    >
      <JobList
        what="exports"
        query={{ ...exports, data: exports.data?.exports }}
        render={(job) => <ExportJob job={job} />}
      />
    </JobPanel>
  );
}
