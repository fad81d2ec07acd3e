/**
 * Old import and export files go: a repeating job (server/jobs) removes the stored files of import and export jobs
 * that ended over 7 days ago (an import's upload and its rows to fix, an export's CSV) and marks the job's progress
 * `filesRemovedAt`, so the admin reads "File removed after 7 days" instead of a dead link (decision 041). Removing a
 * part already gone is fine: a run stopped halfway is done again by the next one.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { removeParts } from '../../integrations/storage/file-parts';
import type { FileStore } from '../../integrations/storage/file-store';
import type { RepeatingJob } from '../../jobs';
import { fixPrefix, IMPORT_JOB_KIND, type ImportCheckpoint, type ImportJobPayload } from '../marketing';
import { EXPORT_JOB_KIND, type ExportCheckpoint, type ExportJobPayload } from './export-job';

export const FILE_LIFE_DAYS = 7;
const FILE_LIFE_MS = FILE_LIFE_DAYS * 86_400_000;
/** Jobs looked at in one run; the next run (an hour later) takes the rest. */
const BATCH = 200;

interface EndedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  progress: Record<string, unknown> | null;
}

/** The parts a job's files have: their prefixes and counts. */
function filesOf(job: EndedJob): [prefix: string, parts: number][] {
  if (job.kind === IMPORT_JOB_KIND) {
    const payload = job.payload as unknown as ImportJobPayload;
    const progress = (job.progress ?? {}) as Partial<ImportCheckpoint>;
    return [
      [payload.prefix, payload.parts],
      [fixPrefix(payload.prefix), progress.fixParts ?? 0],
    ];
  }
  const payload = job.payload as unknown as ExportJobPayload;
  return [[payload.prefix, ((job.progress ?? {}) as Partial<ExportCheckpoint>).parts ?? 0]];
}

export function createFileCleanup(deps: { db: Database; store: FileStore; now: () => Date }) {
  const { db, store } = deps;

  /** Removes the files of the jobs that ended before `at` less 7 days; answers how many jobs it cleared. */
  async function runOnce(at: Date = deps.now()): Promise<number> {
    const before = new Date(at.getTime() - FILE_LIFE_MS);
    const ended = await queryRows<EndedJob>(
      db,
      sql`select id, kind, payload, progress from jobs
        where kind in (${IMPORT_JOB_KIND}, ${EXPORT_JOB_KIND}) and finished_at < ${before}
          and not coalesce(progress ? 'filesRemovedAt', false)
        order by id limit ${BATCH}`,
    );
    for (const job of ended) {
      for (const [prefix, parts] of filesOf(job)) await removeParts(store, prefix, parts);
      // The engine writes a job's progress only while it runs; this one has ended, so the note is the only write.
      await db.execute(
        sql`update jobs set progress = coalesce(progress, '{}'::jsonb) || ${JSON.stringify({
          filesRemovedAt: at.toISOString(),
        })}::jsonb where id = ${job.id}`,
      );
    }
    return ended.length;
  }

  const job: RepeatingJob = {
    kind: 'exports.files-cleanup',
    title: 'Removing import and export files older than 7 days',
    schedule: { cron: '17 * * * *' },
    run: () => runOnce(),
  };
  return { runOnce, job };
}
