import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { createEmptyDatabase } from '../../tests/helpers/database';
import { queryRows, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

const TABLES = [
  'users',
  'sessions',
  'products',
  'cart_items',
  'stock_reservations',
  'orders',
  'custom_orders',
  'quote_requests',
  'discount_codes',
  'payments',
  'manual_invoices',
  'blog_posts',
  'newsletter_signups',
  'contacts',
  'email_campaigns',
  'outbox',
  'uploads',
  'audit_log',
];

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createEmptyDatabase();
  });
  afterAll(() => handle.close());

  it('apply to an empty database, create every table, and a second run does nothing', async () => {
    const first = await migrateDatabase(handle);
    expect(first.fresh).toBe(true);
    expect(first.applied).toBeGreaterThan(0);

    const rows = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(TABLES));

    const second = await migrateDatabase(handle);
    expect(second).toEqual({ fresh: false, applied: 0 });
  });

  it('two instances migrating a new database at once do not collide: one applies, the other waits', async () => {
    const other = await createEmptyDatabase();
    try {
      const results = await Promise.all([migrateDatabase(other), migrateDatabase(other)]);
      const applied = results.map((r) => r.applied).sort();
      const total = (await migrateDatabase(handle)).applied + (await countMigrations(other));
      expect(applied[0]).toBe(0);
      expect(applied[1]).toBe(total);
    } finally {
      await other.close();
    }
  });
});

/** The committed migrations and one more, `extra`, in a folder of their own. */
function migrationsWith(extra: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pinshop-migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  const entry = { ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_extra' };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: [...journal.entries, entry] }));
  writeFileSync(path.join(folder, '9999_extra.sql'), extra);
  return folder;
}

describe('a migration that fails', () => {
  it('applies none of the pending ones, and the next start applies them all', async () => {
    const handle = await createEmptyDatabase();
    const broken = migrationsWith(
      'CREATE TABLE "kept_if_atomic_fails" ("id" integer);\n--> statement-breakpoint\nSELECT 1/0; -- a bad step',
    );
    const fixed = migrationsWith('CREATE TABLE "later_step" ("id" integer); -- ends in a comment');
    try {
      await expect(migrateDatabase(handle, { folder: broken })).rejects.toThrow(/division by zero/);
      const tables = async () =>
        (
          await queryRows<{ table_name: string }>(
            handle.db,
            sql`select table_name from information_schema.tables where table_schema = 'public'`,
          )
        ).map((row) => row.table_name);
      expect(await tables()).toEqual([]);
      expect(await countMigrations(handle)).toBe(0);

      const result = await migrateDatabase(handle, { folder: fixed });
      expect(result.fresh).toBe(true);
      expect(await tables()).toEqual(expect.arrayContaining([...TABLES, 'later_step']));
      expect(await tables()).not.toContain('kept_if_atomic_fails');
      expect(await countMigrations(handle)).toBe(result.applied);
    } finally {
      await handle.close();
      for (const folder of [broken, fixed]) rmSync(folder, { recursive: true, force: true });
    }
  });
});

async function countMigrations(db: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n);
}
