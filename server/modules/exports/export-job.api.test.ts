/**
 * A bulk export run by hand on the real database: the contacts of a period written as parts, stopped after a part
 * and taken again with no row twice, the orders of both kinds in one file, and the download link refused once
 * altered (403) or past its 24 hours (410).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database';
import { insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';
import type { DatabaseHandle } from '../../db/client';
import { readParts } from '../../integrations/storage/file-parts';
import { createLocalFileStore, type FileStore } from '../../integrations/storage/file-store';
import { parseCsv } from '../marketing';
import { checkDownloadLink, exportDownloadLink } from './export-links';
import { runExportJob, type ExportCheckpoint, type ExportJobPayload } from './export-job';

let database: DatabaseHandle;
let store: FileStore;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'export-job-'));
  store = createLocalFileStore(dir);
  // 2,500 contacts in March 2026 (one an injected formula), 10 in April.
  await database.db.execute(sql`insert into contacts (email, name, source, created_at)
    select 'march' || i || '@example.com', case when i = 7 then '=HYPERLINK("x")' else 'Buyer ' || i end, 'manual',
      timestamptz '2026-03-01' + (i * interval '10 minutes') from generate_series(1, 2500) i`);
  await database.db.execute(sql`insert into contacts (email, source, created_at)
    select 'april' || i || '@example.com', 'manual', timestamptz '2026-04-02' from generate_series(1, 10) i`);
}, 60_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

async function fileOf(payload: ExportJobPayload, parts: number) {
  const chunks: Buffer[] = [];
  for await (const chunk of readParts(store, payload.prefix, parts)) chunks.push(chunk);
  return parseCsv(
    Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );
}

describe('a bulk export', () => {
  it("writes a period's contacts as parts, and taken again after a stop writes no row twice", async () => {
    const payload: ExportJobPayload = { kind: 'contacts', from: '2026-03-01', to: '2026-03-31', prefix: 'export-t1' };
    const deps = { db: database.db, store, pageRows: 300, partRows: 600 };
    let last: ExportCheckpoint | undefined;
    let saves = 0;
    await expect(
      runExportJob(deps, {
        payload,
        checkpoint: undefined,
        save: async (c) => {
          last = structuredClone(c);
          if (++saves === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(last).toMatchObject({ parts: 2, rows: 1200, done: false });
    const done = await runExportJob(deps, { payload, checkpoint: last, save: async () => undefined });
    expect(done).toMatchObject({ parts: 5, rows: 2500, done: true });
    const file = await fileOf(payload, done.parts);
    expect(file.rows).toHaveLength(2500);
    expect(new Set(file.rows.map((row) => row.cells.Email)).size).toBe(2500);
    expect(file.rows.some((row) => row.cells.Email!.startsWith('april'))).toBe(false);
    expect(file.rows.find((row) => row.cells.Email === 'march7@example.com')!.cells.Name).toBe(`'=HYPERLINK("x")`);
  });

  it('puts the catalogue and custom orders of the period in one file', async () => {
    const { order: regular } = await insertRegularOrder(database.db, { customerEmail: 'both@example.com' });
    const { order: custom } = await insertCustomOrder(database.db, { customerEmail: 'both@example.com' });
    const today = new Date().toISOString().slice(0, 10);
    const payload: ExportJobPayload = { kind: 'orders', from: today, to: today, prefix: 'export-t2' };
    const done = await runExportJob(
      { db: database.db, store },
      { payload, checkpoint: undefined, save: async () => undefined },
    );
    const file = await fileOf(payload, done.parts);
    expect(file.headers.slice(0, 3)).toEqual(['Kind', 'Order', 'Placed']);
    expect(file.rows.map((row) => [row.cells.Kind, row.cells.Order])).toEqual(
      expect.arrayContaining([
        ['Catalogue', String(regular.id)],
        ['Custom', String(custom.id)],
      ]),
    );
  });

  it('is downloaded by a link that works for 24 hours and only as signed', () => {
    const doneAt = new Date('2026-05-01T12:00:00Z');
    const { url, expiresAt } = exportDownloadLink('secret', '42', doneAt);
    const query = new URL(url, 'http://shop').searchParams;
    const expires = Number(query.get('expires'));
    const signature = query.get('signature')!;
    expect(expiresAt.toISOString()).toBe('2026-05-02T12:00:00.000Z');
    expect(() => checkDownloadLink('secret', '42', expires, signature, doneAt)).not.toThrow();
    expect(() => checkDownloadLink('secret', '43', expires, signature, doneAt)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
    expect(() => checkDownloadLink('secret', '42', expires + 3_600_000, signature, doneAt)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
    expect(() => checkDownloadLink('secret', '42', expires, signature, expiresAt)).toThrow(
      expect.objectContaining({ kind: 'gone' }),
    );
  });
});
