/**
 * The import and export jobs as the admin sees them, read from the job engine's `jobs` table (a read for display,
 * as the Jobs view's; the engine alone writes it): the row of one job of a kind, the latest of a kind, and whether
 * another job holds the same concurrency key (the "Waiting: another import is running" of a queued import).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

export interface JobRow {
  id: number;
  state: 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';
  payload: Record<string, unknown>;
  progress: Record<string, unknown> | null;
  last_error: string | null;
  finished_at: Date | string | null;
  concurrency_key: string | null;
  /** Another job of the key is running while this one waits. */
  blocked: boolean;
}

const SELECT = sql`select j.id, j.state, j.payload, j.progress, j.last_error, j.finished_at, j.concurrency_key,
  (j.state = 'waiting' and j.concurrency_key is not null and exists (select 1 from jobs o
    where o.concurrency_key = j.concurrency_key and o.state = 'running' and o.id <> j.id)) as blocked
  from jobs j`;

export async function jobOfKind(db: Executor, kind: string, id: number): Promise<JobRow | null> {
  const [row] = await queryRows<JobRow>(db, sql`${SELECT} where j.id = ${id} and j.kind = ${kind}`);
  return row ?? null;
}

/** The latest jobs of a kind, newest first. */
export function latestJobs(db: Executor, kind: string, limit: number): Promise<JobRow[]> {
  return queryRows<JobRow>(db, sql`${SELECT} where j.kind = ${kind} order by j.id desc limit ${limit}`);
}
