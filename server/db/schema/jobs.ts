import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

/**
 * `waiting` (due at run_at), `running` (leased until locked_until), `done`, `failed` (the dead letter: no attempt
 * left, kept with its error), `cancelled` (by the owner).
 */
export const jobStates = ['waiting', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * The background work of every module (server/jobs): one row per job, taken by one process at a time with a lease
 * (`for update skip locked`, then locked_until renewed by a heartbeat), retried with backoff, its progress saved as
 * it goes so a job whose process died resumes from there. A repeating job (schedule) is one row that goes back to
 * `waiting` at its next time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** What it does in plain words ("Sending campaign 'Spring sale'"), for the owner's Jobs view. */
    title: text('title').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: jobStates }).notNull().default('waiting'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** At most one waiting or running job per key. */
    singletonKey: text('singleton_key'),
    /** At most concurrency_limit running jobs per key. */
    concurrencyKey: text('concurrency_key'),
    concurrencyLimit: integer('concurrency_limit'),
    /** A cron expression ("0 3 * * *") or "every <ms>": the job goes back to waiting at its next time. */
    schedule: text('schedule'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    /** The handler's checkpoint (what it has done so far), handed back to it when the job is taken again. */
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('jobs_state_check', oneOf(t.state, jobStates)),
    uniqueIndex('jobs_singleton_key_idx')
      .on(t.singletonKey)
      .where(sql`${t.state} in ('waiting', 'running') and ${t.singletonKey} is not null`),
    index('jobs_due_idx').on(t.state, t.runAt),
    index('jobs_concurrency_idx')
      .on(t.concurrencyKey)
      .where(sql`${t.state} = 'running'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
