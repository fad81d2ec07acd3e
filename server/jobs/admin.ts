/**
 * The owner's Jobs view: the jobs by list (running, waiting, failed, done lately), newest first and paged by cursor
 * (core/cursor.ts, keyed by id); retry of a failed job and cancel of a waiting or failed one, each audited.
 */
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { pageOf, readCursor } from '../../core/cursor';
import { JOB_MESSAGES, type JobList, type JobPage, type JobRowDto } from '../../core/schemas/jobs';
import type { CurrentUser } from '../current-user';
import type { Database } from '../db/client';
import { jobs, type JobRow, type JobState } from '../db/schema';
import { recordAudit } from '../modules/audit';

const LIST_STATES: Record<JobList, JobState[]> = {
  running: ['running'],
  waiting: ['waiting'],
  failed: ['failed'],
  done: ['done', 'cancelled'],
};

function toDto(row: JobRow): JobRowDto {
  const next = row.state === 'running' ? row.lockedUntil : row.state === 'waiting' ? row.runAt : null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    state: row.state,
    progress: row.progress ?? null,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    schedule: row.schedule,
    nextRunAt: next?.toISOString() ?? null,
    lastError: row.lastError,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface JobAudit {
  actor: CurrentUser;
  ip: string;
}

export function createJobAdmin(db: Database, now: () => Date = () => new Date()) {
  async function held(id: number): Promise<JobRow> {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (!row) throw new AppError('not_found', JOB_MESSAGES.notFound);
    return row;
  }

  /** Changes the job when `when` still holds (read again under the row's lock), audited in the same transaction. */
  async function change(id: number, when: SQL, set: Partial<JobRow>, action: string, summary: string, audit: JobAudit) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set({ ...set, updatedAt: now() })
        .where(and(eq(jobs.id, id), when))
        .returning();
      if (!row) return null;
      await recordAudit(tx, {
        actor: audit.actor,
        action,
        entity: 'job',
        entityId: String(id),
        details: { summary: `${summary}: ${row.title}` },
        ip: audit.ip,
      });
      return toDto(row);
    });
  }

  return {
    async list(query: { list: JobList; limit: number; cursor?: string }): Promise<JobPage> {
      const cursor = query.cursor ? readCursor(query.cursor) : null;
      const rows = await db
        .select()
        .from(jobs)
        .where(and(inArray(jobs.state, LIST_STATES[query.list]), cursor ? lt(jobs.id, cursor.id) : undefined))
        .orderBy(desc(jobs.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, (row) => ({ key: row.id, id: row.id }));
      return { rows: page.rows.map(toDto), nextCursor: page.nextCursor };
    },

    /** A failed job (or one waiting after an error) runs again now, its attempts counted from zero. */
    async retry(id: number, audit: JobAudit): Promise<JobRowDto> {
      const row = await held(id);
      const retryable = row.state === 'failed' || (row.state === 'waiting' && row.lastError !== null);
      if (!retryable) throw new AppError('conflict', JOB_MESSAGES.notRetryable);
      try {
        const changed = await change(
          id,
          inArray(jobs.state, ['failed', 'waiting']),
          { state: 'waiting', runAt: now(), attempts: 0, finishedAt: null },
          'job.retry',
          'Job retried',
          audit,
        );
        if (!changed) throw new AppError('conflict', JOB_MESSAGES.notRetryable);
        return changed;
      } catch (error) {
        // Its singleton key taken meanwhile by a new job of the same kind.
        const { code, cause } = error as { code?: string; cause?: { code?: string } };
        if ((cause?.code ?? code) === '23505') {
          throw new AppError('conflict', JOB_MESSAGES.duplicate);
        }
        throw error;
      }
    },

    /** A waiting or failed one-off job is cancelled (kept, as `cancelled`). */
    async cancel(id: number, audit: JobAudit): Promise<JobRowDto> {
      const row = await held(id);
      if (row.schedule) throw new AppError('conflict', JOB_MESSAGES.repeating);
      if (row.state !== 'waiting' && row.state !== 'failed')
        throw new AppError('conflict', JOB_MESSAGES.notCancellable);
      const changed = await change(
        id,
        inArray(jobs.state, ['waiting', 'failed']),
        { state: 'cancelled', finishedAt: now() },
        'job.cancel',
        'Job cancelled',
        audit,
      );
      if (!changed) throw new AppError('conflict', JOB_MESSAGES.notCancellable);
      return changed;
    },
  };
}

export type JobAdmin = ReturnType<typeof createJobAdmin>;
