import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function countMigrations(db: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n);
}
