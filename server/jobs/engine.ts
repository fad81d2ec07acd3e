import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { jobs, type JobRow } from '../db/schema';
import { nextRun, scheduleText, type Schedule } from './cron';
import { claimJob, failJob, finishJob, insertJob, releaseJob, renewLease, tidyJobs } from './store';
import type {
  EnqueueOptions,
  JobContext,
  JobEngine,
  JobEngineOptions,
  JobHandler,
  JobKindOptions,
  RepeatingJob,
  RunAgain,
} from './types';

/** 30 s, 1 min, 2, 4 ... capped at 1 hour. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

function isRunAgain(value: unknown): value is RunAgain {
  return typeof value === 'object' && value !== null && (value as RunAgain).runAgainAt instanceof Date;
}

interface Kind {
  handler: JobHandler;
  options: JobKindOptions;
}

export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 4;
  const worker = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const kinds = new Map<string, Kind>();
  const repeating: RepeatingJob[] = [];
  const running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;

  const kindOf = (kind: string): Kind => {
    const found = kinds.get(kind);
    if (!found) throw new Error(`No job handler registered for "${kind}"`);
    return found;
  };

  async function run(job: JobRow): Promise<void> {
    const { handler, options: kindOptions } = kindOf(job.kind);
    const lease = kindOptions.leaseMs ?? leaseMs;
    const abort = new AbortController();
    if (stopping) abort.abort();
    const work = (async () => {
      const heartbeat = setInterval(
        () => {
          renewLease(db, job.id, worker, new Date(now().getTime() + lease)).catch((error: unknown) =>
            options.log?.error({ err: error, job: job.id }, 'job lease renewal failed'),
          );
        },
        Math.max(50, Math.floor(lease / 3)),
      );
      heartbeat.unref();
      const context: JobContext = {
        job: { id: job.id, kind: job.kind, title: job.title, payload: job.payload, attempts: job.attempts },
        progress: job.progress ?? null,
        signal: abort.signal,
        get stopping() {
          return abort.signal.aborted;
        },
        async saveProgress(progress) {
          context.progress = progress;
          await renewLease(db, job.id, worker, new Date(now().getTime() + lease), progress);
        },
      };
      try {
        const outcome = await handler(context);
        clearInterval(heartbeat);
        if (outcome === 'unfinished') await releaseJob(db, job.id, worker, now());
        else await finishJob(db, job, worker, now(), outcome?.runAgainAt);
      } catch (error) {
        clearInterval(heartbeat);
        const message = error instanceof Error ? error.message : String(error);
        const retryIn = (kindOptions.backoffMs ?? defaultBackoffMs)(job.attempts);
        const outcome = await failJob(db, job, worker, now(), message, retryIn);
        options.log?.error({ err: error, job: job.id, kind: job.kind, outcome }, `job "${job.title}" failed`);
      }
    })();
    running.set(job.id, { done: work, abort });
    try {
      await work;
    } finally {
      running.delete(job.id);
    }
  }

  async function claim(): Promise<JobRow | undefined> {
    return claimJob(db, [...kinds.keys()], worker, now(), leaseMs);
  }

  async function tick(): Promise<void> {
    while (!stopping && running.size < concurrency) {
      const job = await claim();
      if (!job) return;
      void run(job).catch((error: unknown) => options.log?.error({ err: error, job: job.id }, 'job run failed'));
    }
  }

  function scheduleTick() {
    if (!started || stopping) return;
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => options.log?.error({ err: error }, 'job engine poll failed'))
        .finally(scheduleTick);
    }, pollMs);
    timer.unref();
  }

  const engine: JobEngine = {
    worker,
    register(kind, handler, kindOptions = {}) {
      kinds.set(kind, { handler: handler as JobHandler, options: kindOptions as JobKindOptions });
    },
    async enqueue(kind, payload, enqueueOptions: EnqueueOptions = {}) {
      const { tx, title, ...rest } = enqueueOptions;
      const titleOf = kinds.get(kind)?.options.title;
      return insertJob(tx ?? db, {
        kind,
        payload: payload as Record<string, unknown>,
        title: title ?? titleOf?.(payload as never) ?? kind,
        ...rest,
        maxAttempts: rest.maxAttempts ?? kinds.get(kind)?.options.maxAttempts,
        runAt: rest.runAt ?? now(),
      });
    },
    async schedule(kind, schedule: Schedule, payload = {}, copies = 1) {
      const text = scheduleText(schedule);
      const titleOf = kinds.get(kind)?.options.title;
      for (let copy = 1; copy <= copies; copy += 1) {
        const singletonKey = copy === 1 ? `schedule:${kind}` : `schedule:${kind}#${copy}`;
        const inserted = await insertJob(db, {
          kind,
          payload,
          title: titleOf?.(payload as never) ?? kind,
          singletonKey,
          schedule: text,
          runAt: nextRun(text, now()),
          maxAttempts: kinds.get(kind)?.options.maxAttempts,
        });
        if (inserted === null) {
          // Already there: its schedule as given now (a setting changed since).
          await db
            .update(jobs)
            .set({ schedule: text })
            .where(and(eq(jobs.singletonKey, singletonKey), eq(jobs.state, 'waiting')));
        }
      }
    },
    repeat(job) {
      repeating.push(job);
      engine.register(
        job.kind,
        async ({ signal }) => {
          const result = await job.run(signal);
          return isRunAgain(result) ? result : undefined;
        },
        { title: () => job.title, maxAttempts: 3 },
      );
    },
    async runDue() {
      let count = 0;
      for (let job = await claim(); job; job = await claim()) {
        await run(job);
        count += 1;
      }
      return count;
    },
    async start() {
      if (started) return;
      started = true;
      stopping = false;
      for (const job of repeating) await engine.schedule(job.kind, job.schedule, {}, job.copies);
      scheduleTick();
    },
    async stop(stopOptions = {}) {
      stopping = true;
      started = false;
      clearTimeout(timer);
      for (const each of running.values()) each.abort.abort();
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, stopOptions.deadlineMs ?? 10_000).unref());
      await Promise.race([Promise.all([...running.values()].map((each) => each.done)), deadline]);
      // Past the deadline: the jobs still running go back to waiting, for this or another process to take.
      await Promise.all([...running.keys()].map((id) => releaseJob(db, id, worker, now())));
      stopping = false;
    },
  };
  engine.repeat({
    kind: 'jobs-tidy',
    title: 'Tidying the list of jobs',
    schedule: { everyMs: 10 * 60_000 },
    run: () => tidyJobs(db, now()),
  });
  return engine;
}
