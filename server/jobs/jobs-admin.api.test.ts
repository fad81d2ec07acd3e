/**
 * The admin's Jobs view through its API: the lists (paged by cursor), retry of a dead-lettered job and cancel of a
 * waiting one, each audited; the refusals in the owner's words.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, jobPageSchema, type JobPage } from '../../core/schemas/jobs';
import { signInAdmin } from '../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { auditLog, jobs } from '../db/schema';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const get = async (query: string): Promise<JobPage> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return jobPageSchema.parse(res.json());
};
const post = (id: number, action: 'retry' | 'cancel') =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/${action}`, headers: { cookie: admin } });

describe('the Jobs view', () => {
  it('lists a dead-lettered job with its error, retries it (audited), and it runs again', async () => {
    const engine = t.app.services.jobs;
    let fail = true;
    engine.register(
      'test-import',
      async () => {
        if (fail) throw new Error('The file has no Email column');
      },
      { title: (p) => `Importing customers from ${String(p.file)}`, maxAttempts: 1 },
    );
    const id = (await engine.enqueue('test-import', { file: 'shopify.csv' }))!;
    await engine.runDue();

    const failed = await get('?list=failed');
    expect(failed.rows).toContainEqual(
      expect.objectContaining({
        id,
        title: 'Importing customers from shopify.csv',
        state: 'failed',
        attempts: 1,
        lastError: 'The file has no Email column',
      }),
    );

    const retried = await post(id, 'retry');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'waiting', attempts: 0 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'job.retry' });

    fail = false;
    await engine.runDue();
    expect((await get('?list=done')).rows.map((row) => row.id)).toContain(id);
    // Done: nothing to retry.
    expect((await post(id, 'retry')).json()).toEqual({ message: JOB_MESSAGES.notRetryable });
  });

  it('cancels a waiting job; a repeating one or a missing one is refused', async () => {
    const engine = t.app.services.jobs;
    const id = (await engine.enqueue(
      'test-export',
      {},
      { title: 'Exporting orders', runAt: new Date(Date.now() + 3_600_000) },
    ))!;
    expect((await get('?list=waiting')).rows.find((row) => row.id === id)).toMatchObject({ title: 'Exporting orders' });
    const cancelled = await post(id, 'cancel');
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect((await post(id, 'cancel')).statusCode).toBe(409);

    await engine.schedule('test-repeating', { everyMs: 60_000 });
    const [repeating] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test-repeating'));
    const refused = await post(repeating!.id, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: JOB_MESSAGES.repeating });

    const missing = await post(999_999, 'cancel');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: JOB_MESSAGES.notFound });
  });

  it('pages a long list by cursor, newest first, without repeats', async () => {
    const engine = t.app.services.jobs;
    const later = new Date(Date.now() + 3_600_000);
    for (let n = 0; n < 7; n += 1) await engine.enqueue('test-page', { n }, { title: `Page job ${n}`, runAt: later });
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: JobPage = await get(`?list=waiting&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.rows.filter((row) => row.kind === 'test-page').map((row) => row.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?cursor=nope', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('is for a signed-in admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
  });
});
