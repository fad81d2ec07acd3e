import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSharedTestDatabase, createTestDatabase, onPostgresServer } from '../../tests/helpers/database';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createJobEngine, type JobEngine } from './index';

let handle: DatabaseHandle;
let clock: Date;
const now = () => clock;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(jobs);
  clock = new Date('2026-06-01T12:00:00Z');
});

const jobRow = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

describe('the job engine', () => {
  it('retries a failing job with backoff, then dead-letters it with its error', async () => {
    const engine = createJobEngine({ db: handle.db, now });
    let calls = 0;
    engine.register(
      'flaky',
      async () => {
        calls += 1;
        throw new Error(`Supplier timed out (${calls})`);
      },
      { maxAttempts: 3, backoffMs: (n) => 1_000 * 2 ** n },
    );
    const id = (await engine.enqueue('flaky', {}, { title: 'Checking the supplier' }))!;

    expect(await engine.runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'Supplier timed out (1)' });
    expect(row.runAt.getTime() - clock.getTime()).toBe(2_000);
    expect(await engine.runDue()).toBe(0); // not due before its backoff

    later(2_000);
    expect(await engine.runDue()).toBe(1);
    row = await jobRow(id);
    expect(row.runAt.getTime() - clock.getTime()).toBe(4_000);

    later(4_000);
    await engine.runDue();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Supplier timed out (3)' });
    later(3_600_000);
    expect(await engine.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('keeps one waiting or running job per singleton key', async () => {
    const engine = createJobEngine({ db: handle.db, now });
    const seen: unknown[] = [];
    engine.register('export', async ({ job }) => void seen.push(job.payload));
    const first = await engine.enqueue('export', { n: 1 }, { singletonKey: 'export:orders' });
    expect(first).toBeTypeOf('number');
    expect(await engine.enqueue('export', { n: 2 }, { singletonKey: 'export:orders' })).toBeNull();
    await engine.runDue();
    // Done: the key is free again.
    expect(await engine.enqueue('export', { n: 3 }, { singletonKey: 'export:orders' })).toBeTypeOf('number');
    await engine.runDue();
    expect(seen).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('runs a job "at" its time, and a repeating job again at its next time', async () => {
    const engine = createJobEngine({ db: handle.db, now });
    const runs: string[] = [];
    engine.register('reminder', async ({ job }) => void runs.push(`at:${String(job.payload.to)}`));
    engine.register('roll-up', async () => void runs.push('roll-up'));
    await engine.enqueue('reminder', { to: 'pat@example.com' }, { runAt: new Date(clock.getTime() + 60_000) });
    await engine.schedule('roll-up', { cron: '5 * * * *' });
    await engine.schedule('roll-up', { cron: '5 * * * *' }); // a second instance starting: still one

    expect(await engine.runDue()).toBe(0);
    later(60_000);
    expect(await engine.runDue()).toBe(1);
    later(4 * 60_000); // 12:05
    expect(await engine.runDue()).toBe(1);
    const [repeating] = await handle.db.select().from(jobs).where(eq(jobs.kind, 'roll-up'));
    expect(repeating).toMatchObject({ state: 'waiting', runAt: new Date('2026-06-01T13:05:00Z') });
    expect(runs).toEqual(['at:pat@example.com', 'roll-up']);
  });

  it('runs a repeating task again when its run says it is next needed, instead of at its schedule', async () => {
    const engine = createJobEngine({ db: handle.db, now });
    const answers = [new Date(clock.getTime() + 90_000), undefined];
    engine.repeat({
      kind: 'dispatch',
      title: 'Sending campaigns',
      schedule: { everyMs: 2_000 },
      run: async () => {
        const at = answers.shift();
        return at ? { runAgainAt: at } : 42;
      },
    });
    await engine.schedule('dispatch', { everyMs: 2_000 });
    const runAt = async () => (await handle.db.select().from(jobs).where(eq(jobs.kind, 'dispatch')))[0]!.runAt;

    later(2_000);
    expect(await engine.runDue()).toBe(1);
    expect(await runAt()).toEqual(new Date(clock.getTime() + 88_000)); // the time it named, not 2 s on
    later(60_000);
    expect(await engine.runDue()).toBe(0);
    later(28_000);
    expect(await engine.runDue()).toBe(1);
    expect(await runAt()).toEqual(new Date(clock.getTime() + 2_000)); // any other answer: its schedule
  });

  it('runs at most `concurrencyLimit` jobs of one concurrency key at a time', async () => {
    const engine = createJobEngine({ db: handle.db, concurrency: 4, pollMs: 10 });
    let inFlight = 0;
    let most = 0;
    engine.register('send', async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Long enough that a second one is claimed meanwhile, even on a busy machine.
      await new Promise((resolve) => setTimeout(resolve, 300));
      inFlight -= 1;
    });
    for (let n = 0; n < 5; n += 1) {
      await engine.enqueue('send', { n }, { concurrencyKey: 'smtp', concurrencyLimit: 2 });
    }
    await engine.start();
    await expect
      .poll(async () => (await handle.db.select().from(jobs).where(eq(jobs.state, 'done'))).length, {
        timeout: 20_000,
      })
      .toBe(5);
    await engine.stop();
    expect(most).toBe(2);
  });

  it('tidies itself: one-off jobs finished over 30 days ago go, the table is vacuumed', async () => {
    const engine = createJobEngine({ db: handle.db, now });
    engine.register('note', async () => {});
    const old = (await engine.enqueue('note', {}))!;
    await engine.runDue();
    later(31 * 86_400_000);
    const recent = (await engine.enqueue('note', {}))!;
    await engine.runDue();
    await engine.schedule('jobs-tidy', { everyMs: 1 });
    later(1);
    expect(await engine.runDue()).toBe(1);
    const left = (await handle.db.select({ id: jobs.id }).from(jobs)).map((row) => row.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });

  it('stop() waits for a running handler, which saves its progress and hands the job back', async () => {
    const engine = createJobEngine({ db: handle.db, pollMs: 10 });
    engine.register('import', async ({ progress, saveProgress, signal }) => {
      let row = (progress?.row as number | undefined) ?? 0;
      while (!signal.aborted) {
        row += 1;
        await saveProgress({ row });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return 'unfinished';
    });
    const id = (await engine.enqueue('import', {}))!;
    await engine.start();
    await expect.poll(async () => (await jobRow(id)).progress?.row ?? 0, { timeout: 10_000 }).toBeGreaterThan(2);
    await engine.stop({ deadlineMs: 2_000 });
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'waiting', attempts: 0, lockedBy: null });
    expect(row.progress?.row).toBeGreaterThan(2);
  });
});

describe.runIf(onPostgresServer())('two instances on one PostgreSQL', () => {
  let shared: [DatabaseHandle, DatabaseHandle];
  beforeAll(async () => {
    shared = await createSharedTestDatabase();
  });
  afterAll(async () => {
    await shared[1].close();
    await shared[0].close();
  });

  it('never run the same job twice', async () => {
    const runs = new Map<number, string[]>();
    const engines: JobEngine[] = shared.map((each, i) => {
      const engine = createJobEngine({ db: each.db, pollMs: 5, concurrency: 3, workerId: `instance-${i}` });
      engine.register('work', async ({ job }) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), `instance-${i}`]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return engine;
    });
    for (let n = 0; n < 200; n += 1) await engines[n % 2]!.enqueue('work', { n });
    for (const engine of engines) await engine.start();
    await expect
      .poll(async () => (await shared[0].db.select().from(jobs).where(eq(jobs.state, 'done'))).length, {
        timeout: 30_000,
      })
      .toBe(200);
    await Promise.all(engines.map((engine) => engine.stop()));
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((by) => by.length > 1)).toEqual([]);
    const byInstance = [...runs.values()].flat();
    expect(byInstance.filter((name) => name === 'instance-0').length).toBeGreaterThan(0);
    expect(byInstance.filter((name) => name === 'instance-1').length).toBeGreaterThan(0);
  });
});
