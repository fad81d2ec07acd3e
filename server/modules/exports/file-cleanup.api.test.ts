/**
 * Old import and export files go: run by the job engine, with the shop's clock moved on, the clean-up job leaves a job's files alone for 7 days
 * after it ended, then removes them from the private store (the upload, the rows to fix, the export's CSV) and the
 * admin's views say the file was removed instead of offering a dead link (410 if one is followed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES, type ExportJobView, type ImportJobView } from '../../../core/schemas/bulk-jobs';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { queryRows } from '../../db/client';
import { partKey } from '../../integrations/storage/file-parts';
import { sql } from 'drizzle-orm';

const DAY = 86_400_000;
let t: TestApp;
let admin = '';
// The shop's clock, which the clean-up reads; the jobs end on the engine's (the real time), read back from their rows.
let clock = new Date();

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' }, { now: () => clock });
  admin = await signInAdmin(t);
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

async function startImport(): Promise<ImportJobView> {
  const csv = 'Email,Accepts Email Marketing\nkept.one@example.com,yes\nnot-an-address,yes\n';
  const body = multipart(
    {},
    { field: 'csvFile', filename: 'old.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/imports?kind=shopify',
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<ImportJobView>();
}

async function startExport(): Promise<ExportJobView> {
  const day = clock.toISOString().slice(0, 10);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/exports',
    payload: { kind: 'contacts', from: day, to: day },
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<ExportJobView>();
}

/**
 * The clean-up as the engine runs it, once, with the shop's clock at `at`. (Not a schedule of "every 1 ms": the engine
 * keeps real time, so such a job is due again whenever its run takes over a millisecond, and runDue never ends.)
 */
async function cleanUpAt(at: Date) {
  clock = at;
  await t.app.services.jobs.enqueue('exports.files-cleanup', {});
  await t.app.services.jobs.runDue();
}

/** Whether the first part under the job's prefix is still in the private store. */
async function stored(jobId: string, fix = false): Promise<boolean> {
  const [row] = await queryRows<{ prefix: string }>(
    t.database.db,
    sql`select payload->>'prefix' as prefix from jobs where id = ${Number(jobId)}`,
  );
  const prefix = fix ? `${row!.prefix}-fix` : row!.prefix;
  return (await t.app.services.privateStore.get(partKey(prefix, 0))) !== null;
}

describe('files of finished imports and exports', () => {
  it('are kept 7 days after the job ended, then removed, and the admin is told so', async () => {
    const imported = await startImport();
    const exported = await startExport();
    await t.app.services.jobs.runDue();
    const [last] = await queryRows<{ at: string }>(
      t.database.db,
      sql`select max(finished_at)::text as at from jobs where id in (${Number(imported.id)}, ${Number(exported.id)})`,
    );
    const ended = new Date(last!.at).getTime();
    const importDone = (await get(imported.statusUrl)).json<ImportJobView>();
    expect(importDone).toMatchObject({ state: 'done', fileRemoved: false });
    expect(importDone.progress.toFix).toBe(1);
    expect((await get(importDone.rowsToFixUrl!)).statusCode).toBe(200);
    expect((await get(exported.statusUrl)).json<ExportJobView>()).toMatchObject({ state: 'done', fileRemoved: false });
    expect([await stored(imported.id), await stored(imported.id, true), await stored(exported.id)]).toEqual([
      true,
      true,
      true,
    ]);

    // Six days on: nothing goes.
    await cleanUpAt(new Date(ended + 6 * DAY));
    expect((await get(importDone.rowsToFixUrl!)).statusCode).toBe(200);
    expect(await stored(exported.id)).toBe(true);

    // Past 7 days: the files go, the views say so, a link kept from before is refused.
    await cleanUpAt(new Date(ended + 7 * DAY + 60_000));
    expect([await stored(imported.id), await stored(imported.id, true), await stored(exported.id)]).toEqual([
      false,
      false,
      false,
    ]);
    const importNow = (await get(imported.statusUrl)).json<ImportJobView>();
    expect(importNow).toMatchObject({ state: 'done', fileRemoved: true, rowsToFixUrl: null });
    expect(importNow.progress).toMatchObject({ imported: 1, toFix: 1 });
    const exportNow = (await get(exported.statusUrl)).json<ExportJobView>();
    expect(exportNow).toMatchObject({ state: 'done', fileRemoved: true, downloadUrl: null, expiresAt: null });
    const followed = await get(importDone.rowsToFixUrl!);
    expect([followed.statusCode, followed.json().message]).toEqual([410, BULK_MESSAGES.fileRemoved]);
    const listed = (await get('/api/admin/imports')).json<{ imports: ImportJobView[] }>().imports;
    expect(listed.find((job) => job.id === imported.id)?.fileRemoved).toBe(true);

    // Run again: nothing more to do, the views unchanged.
    await cleanUpAt(new Date(ended + 8 * DAY));
    expect((await get(exported.statusUrl)).json<ExportJobView>().fileRemoved).toBe(true);
  });
});
