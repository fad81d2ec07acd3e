import type { Database, Executor } from '../db/client';
import type { Schedule } from './cron';

export type JobPayload = Record<string, unknown>;

/** What a handler is given for one run of its job. */
export interface JobContext<P extends JobPayload = JobPayload> {
  job: { id: number; kind: string; title: string; payload: P; attempts: number };
  /** The checkpoint the job saved last (null on its first run): a job taken again resumes from here. */
  progress: Record<string, unknown> | null;
  /** Saves the checkpoint (and renews the lease). */
  saveProgress(progress: Record<string, unknown>): Promise<void>;
  /** True (and `signal` aborted) once the engine is stopping: a long handler saves its progress and returns. */
  readonly stopping: boolean;
  signal: AbortSignal;
}

/** A repeating job's run that knows when it is next needed: at that time instead of its schedule's next one. */
export interface RunAgain {
  runAgainAt: Date;
}

/**
 * Runs one job. Returning ends it (done, or a repeating job's next time, or the time a RunAgain names); returning
 * 'unfinished' gives it back to run again at once (this attempt not counted: the engine stopping); throwing is a
 * failed attempt.
 */
export type JobHandler<P extends JobPayload = JobPayload> = (
  context: JobContext<P>,
) => Promise<void | 'unfinished' | RunAgain>;

export interface JobKindOptions<P extends JobPayload = JobPayload> {
  /** The job in plain words for the owner's Jobs view ("Sending campaign 'Spring sale'"); the kind otherwise. */
  title?: (payload: P) => string;
  /** Attempts before a one-off job is dead-lettered (5 unless said). */
  maxAttempts?: number;
  /** The wait before attempt n + 1 after n failed (30 s doubling, at most 1 hour, unless said). */
  backoffMs?: (attempts: number) => number;
  /** How long a claim holds before another process may take the job (the engine's leaseMs unless said). */
  leaseMs?: number;
}

export interface EnqueueOptions {
  /** Enqueued in the caller's transaction: the job exists only if the change that causes it commits. */
  tx?: Executor;
  /** When it may run ("at"); now unless said. */
  runAt?: Date;
  title?: string;
  maxAttempts?: number;
  /** At most one waiting or running job with this key: enqueue answers null while one is there. */
  singletonKey?: string;
  /** At most `concurrencyLimit` (1 unless said) running jobs with this key, across every instance. */
  concurrencyKey?: string;
  concurrencyLimit?: number;
}

export interface JobEngineOptions {
  db: Database;
  log?: { error(obj: object, msg: string): void };
  /** The engine's clock (tests move it). */
  now?: () => Date;
  /** How often due jobs are looked for (1 s unless said). */
  pollMs?: number;
  /** How long a claim holds without a heartbeat (1 min unless said); renewed every third of it while running. */
  leaseMs?: number;
  /** Jobs this process runs at once (4 unless said). */
  concurrency?: number;
  workerId?: string;
}

/**
 * A task the shop repeats for as long as it runs (the outbox, the reminders ...): registered with `repeat`, scheduled
 * once for all instances when the engine starts. Its business rules stay in `run`; `signal` aborts when the engine
 * stops (a long run returns at a safe point).
 */
export interface RepeatingJob {
  kind: string;
  /** In plain words: "Sending queued e-mails". */
  title: string;
  schedule: Schedule;
  /** Runs of it at once (1 unless said), in any instances: for a task whose own claims let several share it. */
  copies?: number;
  /** May answer a RunAgain: the task knows when it is next needed (the campaign dispatcher: the next campaign due). */
  run(signal: AbortSignal): Promise<unknown>;
}

export interface JobEngine {
  /** This process's name in the jobs it holds (locked_by). */
  readonly worker: string;
  register<P extends JobPayload>(kind: string, handler: JobHandler<P>, options?: JobKindOptions<P>): void;
  /** The new job's id, or null when its singleton key is taken. */
  enqueue<P extends JobPayload>(kind: string, payload: P, options?: EnqueueOptions): Promise<number | null>;
  /**
   * A repeating job of this kind (one for the whole shop whatever the number of instances, or `copies` of it):
   * cron or every N ms.
   */
  schedule(kind: string, schedule: Schedule, payload?: JobPayload, copies?: number): Promise<void>;
  /** Registers a repeating task; start() schedules it. */
  repeat(job: RepeatingJob): void;
  /** Tests: runs every due job of the registered kinds, one after another, until none is due; answers how many. */
  runDue(): Promise<number>;
  /** Schedules the repeating tasks, then polls every pollMs (an unref'd timer). */
  start(): Promise<void>;
  /** Stops polling, tells running handlers (stopping), waits for them until the deadline, then releases the rest. */
  stop(options?: { deadlineMs?: number }): Promise<void>;
}
