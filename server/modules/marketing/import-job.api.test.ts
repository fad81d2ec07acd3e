/**
 * The contact import as a job, run by hand on the real database: the file stored as parts, read to the end with its
 * progress saved after each batch, malformed rows kept as a downloadable "rows to fix" file, a file without an
 * e-mail column refused before any job, and a run stopped at a checkpoint and taken again doubling no row.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { queryRows } from '../../db/client';
import { createLocalFileStore, type FileStore } from '../../integrations/storage/file-store';
import { parseCsv } from './csv';
import { emptyCheckpoint, runImportJob, type ImportCheckpoint, type ImportJobPayload } from './import-job';
import { rowsToFixCsv, storeImportFile } from './import-job-files';

let t: TestApp;
let store: FileStore;
let dir: string;
let actorId = 0;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  await signInAdmin(t);
  const [admin] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where role = 'admin'`);
  actorId = admin!.id;
  dir = await mkdtemp(path.join(tmpdir(), 'import-job-'));
  store = createLocalFileStore(dir);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** A Shopify export of `rows` rows under `tag`: every 10th declined marketing, every 250th has a broken address. */
function shopifyFile(tag: string, rows: number): string {
  const lines = ['First Name,Last Name,Email,Accepts Email Marketing'];
  for (let i = 1; i <= rows; i++) {
    const email = i % 250 === 0 ? `broken-${i}` : `${tag}${i}@example.com`;
    lines.push(`Job,Buyer ${i},${email},${i % 10 === 3 ? 'no' : 'yes'}`);
  }
  lines.push('one,field,too,many,here');
  return lines.join('\n');
}

const bytes = (text: string) => Readable.from([Buffer.from(text)]);
const countTagged = async (tag: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from contacts where email like ${`${tag}%@example.com`}`,
    )
  )[0]!.n;

async function stored(text: string, fileName = 'shopify.csv'): Promise<ImportJobPayload> {
  const file = await storeImportFile(store, bytes(text));
  return { kind: 'shopify', fileName, ...file, actorId, ip: '127.0.0.1' };
}

describe('an import job', () => {
  it('reads the file to the end, saving its progress after each batch', async () => {
    const payload = await stored(shopifyFile('jobrun', 2000));
    const saves: ImportCheckpoint[] = [];
    const done = await runImportJob(
      { db: t.database.db, store },
      { payload, checkpoint: undefined, save: async (c) => void saves.push(structuredClone(c)) },
    );
    // 2,000 rows: 8 broken addresses and one ragged row to fix, 200 declined, the rest imported.
    expect(done).toMatchObject({
      rowsRead: 2001,
      imported: 1792,
      skipped: 200,
      toFix: 9,
      bytesRead: payload.totalBytes,
    });
    expect(saves.length).toBeGreaterThanOrEqual(5);
    expect(saves.map((s) => s.rowsRead)).toEqual([...saves.map((s) => s.rowsRead)].sort((a, b) => a - b));
    expect(await countTagged('jobrun')).toBe(2000 - 8);

    const fix = parseCsv(
      await new Response(
        Readable.toWeb(rowsToFixCsv(store, payload.prefix, done.fixParts, done.headers)) as ReadableStream,
      ).text(),
    );
    expect(fix.headers).toEqual(['Line', 'Problem', 'First Name', 'Last Name', 'Email', 'Accepts Email Marketing']);
    expect(fix.rows).toHaveLength(8);
    expect(fix.rows[0]!.cells).toMatchObject({ Line: '251', Email: 'broken-250' });
    expect(fix.errors).toEqual([expect.objectContaining({ line: 10 })]);
  });

  it('taken again after a stop, goes on from its checkpoint and doubles no row', async () => {
    const payload = await stored(shopifyFile('jobresume', 3000));
    let last: ImportCheckpoint | undefined;
    let saves = 0;
    // The first run is stopped (as a killed process would be) after its third batch's checkpoint.
    await expect(
      runImportJob(
        { db: t.database.db, store },
        {
          payload,
          checkpoint: undefined,
          save: async (c) => {
            last = structuredClone(c);
            if (++saves === 3) throw new Error('killed');
          },
        },
      ),
    ).rejects.toThrow('killed');
    expect(last!.rowsRead).toBe(1500);
    expect(await countTagged('jobresume')).toBeLessThan(3000);
    const done = await runImportJob(
      { db: t.database.db, store },
      { payload, checkpoint: last, save: async (c) => void (last = structuredClone(c)) },
    );
    expect(done).toMatchObject({ rowsRead: 3001, imported: 2688, skipped: 300, duplicates: 0, toFix: 13 });
    expect(await countTagged('jobresume')).toBe(3000 - 12);
  });

  it('runs a VIP list as one job, its rows to fix kept with it', async () => {
    const payload = {
      ...(await stored('Name,Email\nAnn,vipjob1@example.com\nBob,nope\nCy,vipjob2@example.com\n')),
      kind: 'vip' as const,
      fileName: 'vip.csv',
    };
    const done = await runImportJob(
      { db: t.database.db, store },
      { payload, checkpoint: undefined, save: async () => undefined },
    );
    expect(done).toMatchObject({ imported: 2, toFix: 1, list: { count: 2, csvFileName: 'vip.csv' } });
    // Taken again after its end: nothing written twice.
    const again = await runImportJob(
      { db: t.database.db, store },
      { payload, checkpoint: done, save: async () => undefined },
    );
    expect(again.list).toEqual(done.list);
    const lists = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from contact_lists where file_name = 'vip.csv'`,
    );
    expect(lists[0]!.n).toBe(1);
  });

  it("reports a tournament list's rows read and addresses taken as it reads, before the list is written", async () => {
    const lines = ['Contact,Email,Tournament'];
    for (let i = 1; i <= 1_200; i++)
      lines.push(`Org ${i},${i % 400 === 0 ? 'no-address' : `tourjob${i}@example.com`},Cup`);
    const payload = { ...(await stored(lines.join('\n'))), kind: 'tournament' as const, fileName: 'cup.csv' };
    const saves: { rowsRead: number; imported: number; toFix: number; written: number }[] = [];
    const done = await runImportJob(
      { db: t.database.db, store },
      {
        payload,
        checkpoint: undefined,
        save: async (progress) => {
          const [lists] = await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from contact_lists where file_name = 'cup.csv'`,
          );
          const { rowsRead, imported, toFix } = progress;
          saves.push({ rowsRead, imported, toFix, written: lists!.n });
        },
      },
    );
    // A save per batch of 500 rows while reading (no list yet), then the written list's.
    expect(saves).toEqual([
      { rowsRead: 500, imported: 499, toFix: 1, written: 0 },
      { rowsRead: 1_000, imported: 998, toFix: 2, written: 0 },
      { rowsRead: 1_200, imported: 1_197, toFix: 3, written: 0 },
      { rowsRead: 1_200, imported: 1_197, toFix: 3, written: 1 },
    ]);
    expect(done).toMatchObject({ rowsRead: 1_200, imported: 1_197, toFix: 3, list: { count: 1_197 } });
  });

  it('refuses a file without an e-mail column before any job, naming its columns, and keeps none of it', async () => {
    const before = (await readdir(dir)).length;
    await expect(storeImportFile(store, bytes('Name,Phone\nAnn,555\n'))).rejects.toMatchObject({
      kind: 'bad_request',
      message: 'The CSV file has no Email column. Columns found: "Name", "Phone".',
    });
    expect((await readdir(dir)).length).toBe(before);
  });

  it('starts from nothing', () => {
    expect(emptyCheckpoint()).toMatchObject({ rowsRead: 0, lastLine: 1, fixParts: 0 });
  });
});
