/**
 * The background jobs (admin section "Jobs"): what runs now, what waits, what failed (kept with its error until it
 * is retried or cancelled) and what ended lately; each in plain words with its progress, attempts, next run and last
 * error. Retry and Cancel are audited by the server.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../core/en-us-clock';
import { JOB_LISTS, jobPageSchema, jobRowSchema, type JobList, type JobRowDto } from '../../../../core/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useAdminPages } from '../use-admin-pages';
import { canCancel, canRetry, progressWords, scheduleWords } from './job-words';

const LIST_LABELS: Record<JobList, string> = {
  running: 'Running',
  waiting: 'Waiting',
  failed: 'Failed',
  done: 'Done recently',
};
const EMPTY: Record<JobList, string> = {
  running: 'No job is running right now.',
  waiting: 'No job is waiting.',
  failed: 'No failed jobs.',
  done: 'No job has finished yet.',
};
const PATH = '/api/admin/jobs';

const when = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatDateTime(new Date(iso), 'local', 'medium')}</time> : null;

function JobItem({ job, onChanged }: { job: JobRowDto; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const act = async (action: 'retry' | 'cancel') => {
    setBusy(true);
    try {
      await adminSend('POST', `${PATH}/${job.id}/${action}`, undefined, jobRowSchema);
      toastSuccess(
        action === 'retry' ? 'Job Retried - It will run again shortly.' : 'Job Cancelled - It will not run.',
      );
      onChanged();
    } catch (error) {
      toastFailure(error, action === 'retry' ? 'The job could not be retried.' : 'The job could not be cancelled.');
    } finally {
      setBusy(false);
    }
  };
  const progress = progressWords(job.progress);
  const repeats = scheduleWords(job.schedule);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{job.title}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
            {progress ? (
              <>
                <dt>Progress</dt>
                <dd>{progress}</dd>
              </>
            ) : null}
            <dt>Attempts</dt>
            <dd>
              {job.attempts} of {job.maxAttempts}
            </dd>
            {repeats ? (
              <>
                <dt>Repeats</dt>
                <dd>{repeats}</dd>
              </>
            ) : null}
            {job.nextRunAt ? (
              <>
                <dt>{job.state === 'running' ? 'Held until' : 'Next run'}</dt>
                <dd>{when(job.nextRunAt)}</dd>
              </>
            ) : null}
            {job.finishedAt ? (
              <>
                <dt>{job.state === 'cancelled' ? 'Cancelled' : 'Last finished'}</dt>
                <dd>{when(job.finishedAt)}</dd>
              </>
            ) : null}
          </dl>
          {job.lastError ? (
            <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
              Last error: {job.lastError}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          {canRetry(job) ? (
            <Button size="sm" disabled={busy} onClick={() => void act('retry')}>
              <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
              Retry<span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
          {canCancel(job) ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void act('cancel')}>
              Cancel<span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export function JobsSection() {
  const [list, setList] = useState<JobList>('running');
  // What runs changes by the second: read again every 5 s while the page is open.
  const query = useAdminPages(PATH, { list }, jobPageSchema, 25, { refetchInterval: 5_000 });
  const client = useQueryClient();
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const refresh = () => void client.invalidateQueries({ queryKey: [PATH] });

  return (
    <section aria-labelledby="jobs-title" className="flex flex-col gap-4">
      <h2 id="jobs-title" className="text-2xl font-bold text-slate-900">
        Jobs
      </h2>
      <p className="text-sm text-slate-600">
        The work the shop does in the background: sending e-mails and campaigns, reminders, imports and exports. A job
        that failed every attempt waits here with its error until you retry or cancel it.
      </p>
      <div role="group" aria-label="Show jobs" className="flex flex-wrap gap-2">
        {JOB_LISTS.map((value) => (
          <Button
            key={value}
            variant={value === list ? 'default' : 'outline'}
            aria-pressed={value === list}
            onClick={() => setList(value)}
          >
            {LIST_LABELS[value]}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <ListLoading>Loading jobs…</ListLoading>
      ) : query.isError ? (
        <ListError error={query.error} fallback="The jobs could not be loaded." onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          {EMPTY[list]}
        </p>
      ) : (
        <ul aria-label={`${LIST_LABELS[list]} jobs`} className="flex flex-col gap-3">
          {rows.map((job) => (
            <JobItem key={job.id} job={job} onChanged={refresh} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} />
    </section>
  );
}
