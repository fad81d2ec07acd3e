/**
 * The jobs table's statements: enqueue (a singleton key taken once), claim (a lease on a due job: one conditional
 * UPDATE for a job with no concurrency key; else `for update skip locked`, the concurrency limits counted under one
 * transaction-scoped advisory lock so two instances never go past them), and the ends of a run (done, retried with
 * backoff, dead-lettered, or back to its schedule).
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { jobs, type JobRow } from '../db/schema';
import { nextRun } from './cron';

/** pg_advisory_xact_lock key held while claiming: the concurrency counts and the claims they allow are one step. */
const CLAIM_LOCK = 7_310_001;

export interface NewJob {
  kind: string;
  title: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  singletonKey?: string;
  concurrencyKey?: string;
  concurrencyLimit?: number;
  schedule?: string;
}

/** The new job's id, or null when its singleton key is held by a waiting or running job. */
export async function insertJob(executor: Executor, job: NewJob): Promise<number | null> {
  const [row] = await executor
    .insert(jobs)
    .values({ ...job, concurrencyLimit: job.concurrencyKey ? (job.concurrencyLimit ?? 1) : null })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Waiting and due, or running with its lease run out (its process died). */
const dueNow = (at: Date) =>
  or(and(eq(jobs.state, 'waiting'), lte(jobs.runAt, at)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, at)));

/** Takes one due job of these kinds (waiting and due, or running with its lease run out) for `leaseMs`. */
export async function claimJob(
  db: Database,
  kinds: string[],
  worker: string,
  at: Date,
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  // Most ticks find nothing due: one indexed read then, no transaction and no lock.
  const [due] = await db
    .select({ id: jobs.id, concurrencyKey: jobs.concurrencyKey })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), dueNow(at)))
    .orderBy(jobs.runAt, jobs.id)
    .limit(1);
  if (!due) return undefined;
  const claimed = {
    state: 'running' as const,
    attempts: sql`${jobs.attempts} + 1`,
    lockedBy: worker,
    lockedUntil: new Date(at.getTime() + leaseMs),
    updatedAt: at,
  };
  // A job with no concurrency key (most: the repeating tasks, imports, exports) has nothing to count: one statement
  // takes it. Another instance taking it at the same moment holds the row until it commits; this UPDATE then reads
  // the row again, no longer due, and takes nothing, and the general way below looks for another.
  if (due.concurrencyKey === null) {
    const [row] = await db
      .update(jobs)
      .set(claimed)
      .where(and(eq(jobs.id, due.id), dueNow(at)))
      .returning();
    if (row) return row;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const running = sql`(select count(*) from ${jobs} r where r.concurrency_key = ${jobs.concurrencyKey}
      and r.state = 'running' and r.locked_until > ${at})`;
    const due = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          dueNow(at),
          or(isNull(jobs.concurrencyKey), sql`${running} < ${jobs.concurrencyLimit}`),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await tx.update(jobs).set(claimed).where(inArray(jobs.id, due)).returning();
    return row;
  });
}

const heldBy = (id: number, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, worker));

/** Renews the lease (and saves the progress when given); false when the job is no longer this worker's. */
export async function renewLease(
  db: Database,
  id: number,
  worker: string,
  until: Date,
  progress?: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: until, ...(progress === undefined ? {} : { progress }) })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A run that ended well: done, or (a repeating job) waiting for its next time, or for `runAgainAt` when given. */
export async function finishJob(db: Database, job: JobRow, worker: string, at: Date, runAgainAt?: Date): Promise<void> {
  const next = job.schedule
    ? {
        state: 'waiting' as const,
        runAt: runAgainAt ?? nextRun(job.schedule, at),
        attempts: 0,
        progress: null,
        lastError: null,
      }
    : { state: 'done' as const };
  await db
    .update(jobs)
    .set({ ...next, lockedBy: null, lockedUntil: null, finishedAt: at, updatedAt: at })
    .where(heldBy(job.id, worker));
}

/**
 * A run that failed: tried again after `retryInMs` while attempts are left; then a one-off job is dead-lettered
 * (`failed`, kept with its error) and a repeating one waits for its next time, the error kept.
 */
export async function failJob(
  db: Database,
  job: JobRow,
  worker: string,
  at: Date,
  error: string,
  retryInMs: number,
): Promise<'retry' | 'failed' | 'next'> {
  const outcome = job.attempts < job.maxAttempts ? 'retry' : job.schedule ? 'next' : 'failed';
  const set =
    outcome === 'retry'
      ? { state: 'waiting' as const, runAt: new Date(at.getTime() + retryInMs) }
      : outcome === 'next'
        ? { state: 'waiting' as const, runAt: nextRun(job.schedule!, at), attempts: 0, progress: null }
        : { state: 'failed' as const, finishedAt: at };
  await db
    .update(jobs)
    .set({ ...set, lastError: error.slice(0, 2000), lockedBy: null, lockedUntil: null, updatedAt: at })
    .where(heldBy(job.id, worker));
  return outcome;
}

/** Gives a job back unfinished (the engine stopping): waiting again at once, this attempt not counted. */
export async function releaseJob(db: Database, id: number, worker: string, at: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'waiting',
      runAt: at,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: at,
    })
    .where(heldBy(id, worker));
}

/** How long a finished one-off job stays in the Jobs view. */
/**
 * Past the 7 days an import's or export's files are kept (modules/exports/file-cleanup.ts), so the admin reads "file
 * removed" on the job rather than losing it, and the clean-up finds the job (and its files) before its row goes.
 */
const KEEP_FINISHED_MS = 30 * 86_400_000;

/**
 * Drops one-off jobs finished over 30 days ago, then vacuums the table: the repeating jobs rewrite their rows every
 * few seconds, and PGlite has no autovacuum to reclaim the old versions.
 */
export async function tidyJobs(db: Database, at: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.state, ['done', 'cancelled']),
        isNull(jobs.schedule),
        lt(jobs.finishedAt, new Date(at.getTime() - KEEP_FINISHED_MS)),
      ),
    );
  await db.execute(sql`vacuum jobs`);
}
