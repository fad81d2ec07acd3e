/**
 * Imports and exports through their routes, as jobs on the real engine: 202 at once, then the progress to the end;
 * bad files refused before any job (415, 413, 400 naming the columns); malformed rows reported and downloadable; a
 * second import waiting while another instance runs the first; an export's link working once done, refused altered
 * (403) and after 24 hours (410).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_JOB_MAX_BYTES, type ExportJobView, type ImportJobView } from '../../../core/schemas/bulk-jobs';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { queryRows } from '../../db/client';

let t: TestApp;
let admin = '';
let clock = new Date();

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' }, { now: () => clock });
  admin = await signInAdmin(t);
}, 60_000);
afterAll(() => t.close());

function upload(kind: string, text: string | Buffer, filename = 'customers.csv', contentType = 'text/csv') {
  const body = multipart({}, { field: 'csvFile', filename, contentType, bytes: Buffer.from(text) });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/imports?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
}
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const jobCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs where kind = 'contacts.import'`,
    )
  )[0]!.n;

function shopify(tag: string, rows: number): string {
  const lines = ['First Name,Last Name,Email,Accepts Email Marketing'];
  for (let i = 1; i <= rows; i++) lines.push(`A,B ${i},${i % 100 === 0 ? 'no-address' : `${tag}${i}@example.com`},yes`);
  return lines.join('\n');
}

describe('an import as a job', () => {
  it('answers 202 with the job at once, then shows its progress to the end and the rows to fix', async () => {
    const res = await upload('shopify', shopify('routed', 1200));
    expect(res.statusCode).toBe(202);
    const job = res.json<ImportJobView>();
    expect(res.headers.location).toBe(`/api/admin/imports/${job.id}`);
    expect(job).toMatchObject({ state: 'waiting', note: 'Waiting to start', fileName: 'customers.csv' });

    await t.app.services.jobs.runDue();
    const done = (await get(job.statusUrl)).json<ImportJobView>();
    expect(done).toMatchObject({
      state: 'done',
      progress: { rowsRead: 1200, estimatedRows: 1200, imported: 1188, toFix: 12 },
      rowsToFixUrl: `/api/admin/imports/${job.id}/rows-to-fix`,
    });
    const fix = await get(done.rowsToFixUrl!);
    expect(fix.statusCode).toBe(200);
    expect(fix.headers['content-type']).toContain('text/csv');
    expect(fix.body.split('\r\n').filter(Boolean)).toHaveLength(13);
    expect(fix.body).toContain('101,"""no-address"" is not a valid e-mail address.",A,B 100,no-address,yes');
  });

  it('refuses a file that is not CSV, one over 50 MB and one without an e-mail column, before any job', async () => {
    const before = await jobCount();
    const picture = await upload('shopify', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'logo.png', 'image/png');
    expect(picture.statusCode).toBe(415);
    expect(picture.json().message).toBe('Invalid File - Please upload a CSV file.');

    const big = await upload('vip', Buffer.alloc(IMPORT_JOB_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 50 MB.');

    const noEmail = await upload('tournament', 'Name,Club,Phone\nAnn,Pine Valley,555\n');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('The CSV file has no Email column. Columns found: "Name", "Club", "Phone".');
    expect(await jobCount()).toBe(before);
  }, 60_000);

  it('queues a second import while another instance runs the first, and runs it after', async () => {
    const first = (await upload('shopify', shopify('queued-a', 10))).json<ImportJobView>();
    // Another instance holds the first import.
    await t.database.db.execute(
      sql`update jobs set state = 'running', locked_by = 'other', locked_until = now() + interval '1 minute' where id = ${Number(first.id)}`,
    );
    const second = await upload('vip', 'Name,Email\nVi,queued-b@example.com\n', 'vip.csv');
    expect(second.statusCode).toBe(202);
    await t.app.services.jobs.runDue();
    expect((await get(second.json<ImportJobView>().statusUrl)).json()).toMatchObject({
      state: 'waiting',
      note: 'Waiting: another import is running',
    });
    // The other instance lets it go (its lease ended): both run, one after the other.
    await t.database.db.execute(
      sql`update jobs set state = 'waiting', locked_by = null, locked_until = null where id = ${Number(first.id)}`,
    );
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.runDue();
    const list = (await get('/api/admin/imports')).json<{ imports: ImportJobView[] }>().imports;
    expect(list.slice(0, 2).map((job) => [job.fileName, job.state])).toEqual([
      ['vip.csv', 'done'],
      ['customers.csv', 'done'],
    ]);
  });
});

describe('an export as a job', () => {
  it("writes the period's contacts and is downloaded by a link that expires", async () => {
    const today = clock.toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/exports',
      payload: { kind: 'contacts', from: today, to: today },
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json<ExportJobView>()).toMatchObject({ state: 'waiting', downloadUrl: null });
    await t.app.services.jobs.runDue();
    const done = (await get(res.json<ExportJobView>().statusUrl)).json<ExportJobView>();
    expect(done.state).toBe('done');
    expect(done.rows).toBeGreaterThanOrEqual(1188);

    const file = await get(done.downloadUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="contacts-${today}-to-${today}.csv"`);
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(done.rows + 1);
    expect(file.body).toContain('routed1@example.com');

    const forged = done.downloadUrl!.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`);
    expect((await get(forged)).statusCode).toBe(403);
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    const late = await get(done.downloadUrl!);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('This download link has expired. Start the export again for a new one.');
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/exports',
      payload: { kind: 'orders', from: '2026-05-02', to: '2026-05-01' },
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
  });
});
