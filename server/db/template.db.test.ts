import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPglite } from './pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { seedDemoData } from './seed/seed';
import { newPgliteFromTemplate, templateKey, type NewFromTemplate } from './template';

/** Columns filled by now() or gen_random_uuid(): different on every database, so compared as present only. */
const VOLATILE_DEFAULT = /now\(\)|gen_random_uuid\(\)/;

interface Column {
  table_schema: string;
  table_name: string;
  column_name: string;
  column_default: string | null;
}

/** Every table's rows (volatile columns left out, their presence checked), every sequence's position. */
async function contents(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const columns = await queryRows<Column>(
    handle.db,
    sql`select c.table_schema, c.table_name, c.column_name, c.column_default
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where t.table_type = 'BASE TABLE' and c.table_schema in ('public', 'drizzle')
        order by c.table_schema, c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const column of columns) {
    const key = `${column.table_schema}.${column.table_name}`;
    tables.set(key, [...(tables.get(key) ?? []), column]);
  }
  const result: Record<string, unknown> = {};
  for (const [key, cols] of tables) {
    const [schema, table] = key.split('.') as [string, string];
    const volatile = cols.filter((c) => VOLATILE_DEFAULT.test(c.column_default ?? '')).map((c) => c.column_name);
    const target = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    const [rows] = await queryRows<{ rows: unknown[] }>(
      handle.db,
      sql`select coalesce(jsonb_agg(r order by r::text), '[]'::jsonb) as rows
          from (select to_jsonb(t) - array[${sql.join(
            volatile.map((name) => sql`${name}`),
            sql`, `,
          )}]::text[] as r from ${target} t) s`,
    );
    const present = volatile.map((name) => sql`count(*) filter (where ${sql.identifier(name)} is null)`);
    const [nulls] = await queryRows<{ n: number }>(
      handle.db,
      sql`select (${present.length > 0 ? sql.join(present, sql` + `) : sql`0`})::int as n from ${target}`,
    );
    result[key] = { columns: cols.map((c) => c.column_name), rows: rows?.rows, volatileNulls: nulls?.n };
  }
  result.sequences = await queryRows(
    handle.db,
    sql`select schemaname, sequencename, last_value from pg_sequences order by 1, 2`,
  );
  return result;
}

describe('the new-database template', () => {
  let work: string;
  let cacheDir: string;
  let first: NewFromTemplate;
  let copied: DatabaseHandle;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'pinshop-template-test-'));
    cacheDir = path.join(work, 'cache');
    first = await newPgliteFromTemplate(path.join(work, 'one', 'pgdata'), { cacheDir });
    copied = await openDatabase({ kind: 'pglite', dataDir: path.join(work, 'one', 'pgdata') });
  });
  afterAll(async () => {
    await copied.close();
    await rm(work, { recursive: true, force: true });
  });

  it('is made by the first new database, migrated and with the demo data, and leaves nothing to migrate', async () => {
    expect(first.madeTemplate).toBe(true);
    expect(first.seeded).toEqual({ users: 1, products: 28, blogPosts: 7, discountCodes: 6, invoices: 2 });
    expect(await migrateDatabase(copied)).toEqual({ fresh: false, applied: 0 });
  });

  it('holds exactly what migrating and seeding step by step gives: every table, row and sequence', async () => {
    const stepByStep = await openDatabase({ kind: 'pglite', instance: await createPglite() });
    try {
      const migration = await migrateDatabase(stepByStep, { onFresh: async (db) => void (await seedDemoData(db)) });
      expect(migration.fresh).toBe(true);
      const expected = await contents(stepByStep);
      expect(Object.keys(expected).length).toBeGreaterThan(20);
      expect((expected['public.products'] as { rows: unknown[] }).rows).toHaveLength(28);
      expect(await contents(copied)).toEqual(expected);
    } finally {
      await stepByStep.close();
    }
  });

  it('is reused by the next new database, which is a copy: writes to one database do not reach the next', async () => {
    await copied.db.execute(sql`delete from blog_posts`);
    const second = await newPgliteFromTemplate(path.join(work, 'two', 'pgdata'), { cacheDir });
    expect(second).toEqual({ madeTemplate: false });
    expect(await readdir(cacheDir)).toHaveLength(1);
    const next = await openDatabase({ kind: 'pglite', dataDir: path.join(work, 'two', 'pgdata') });
    try {
      const [posts] = await queryRows<{ n: number }>(next.db, sql`select count(*)::int as n from blog_posts`);
      expect(posts?.n).toBe(7);
    } finally {
      await next.close();
    }
  });

  it('is keyed by the migrations: one more migration file gives another template', async () => {
    const folder = path.join(work, 'migrations');
    await cp(migrationsDir, folder, { recursive: true });
    const before = await templateKey(folder);
    expect(await templateKey(migrationsDir)).toBe(before);
    await cp(path.join(folder, '0000_init.sql'), path.join(folder, '9999_more.sql'));
    expect(await templateKey(folder)).not.toBe(before);
  });
});
