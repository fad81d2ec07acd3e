/**
 * One import job as the admin follows it: a bar with "12,400 of ~100,000 rows read: 12,100 imported, 250 skipped,
 * 50 to fix", a queued import's "Waiting: another import is running", the result, and the rows to fix as a CSV file.
 * The Imports & Exports page and the Discount Codes' Import Customers dialog show the same card.
 */
import { formatCount } from '../../../../core/en-us';
import type { ImportJobView, ImportKind } from '../../../../core/schemas/bulk-jobs';
import { buttonVariants } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  shopify: 'Shopify customer export',
  vip: 'VIP list',
  tournament: 'Tournament list',
};

/** The sentence under the bar: where the job stands, in plain words. */
export function importSummary(job: ImportJobView): string {
  const p = job.progress;
  if (job.state === 'waiting') return job.note ?? 'Waiting to start';
  const counts = `${formatCount(p.imported)} imported, ${formatCount(p.skipped + p.duplicates)} skipped, ${formatCount(p.toFix)} to fix`;
  if (job.state === 'done') return `Done: ${formatCount(p.rowsRead)} rows read: ${counts}`;
  if (job.state === 'failed')
    return `Stopped after ${formatCount(p.rowsRead)} rows: ${job.error ?? 'the import failed.'}`;
  return `${formatCount(p.rowsRead)} of ~${formatCount(p.estimatedRows)} rows read: ${counts}`;
}

export function ImportJobCard({ job }: { job: ImportJobView }) {
  const p = job.progress;
  const percent = job.state === 'done' ? 100 : p.totalBytes ? Math.floor((p.bytesRead / p.totalBytes) * 100) : 0;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4" data-job-state={job.state}>
      <p className="text-sm font-medium text-slate-900">
        {IMPORT_KIND_LABELS[job.kind]}: {job.fileName}
      </p>
      <div
        role="progressbar"
        aria-label={`Import of ${job.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={job.state === 'failed' ? 'h-full bg-red-600' : 'h-full bg-emerald-600'}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" className="text-sm text-slate-700">
        {importSummary(job)}
      </p>
      {job.fileRemoved && p.toFix > 0 ? (
        <p className="text-sm text-slate-600">Rows to fix: file removed after 7 days</p>
      ) : null}
      {job.rowsToFixUrl ? (
        <a
          href={job.rowsToFixUrl}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
        >
          <Icon name="download" className="size-4" aria-hidden="true" />
          Download the {formatCount(p.toFix)} rows to fix (CSV)
        </a>
      ) : null}
    </div>
  );
}
