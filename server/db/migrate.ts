import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../paths';
import { queryRows, type Database, type DatabaseHandle, type Schema } from './client';

const MIGRATION_LOCK = 'pinshop:migrations';

export interface MigrationResult {
  /** No migration had ever been applied: a brand-new database (the first start loads the demo data). */
  fresh: boolean;
  applied: number;
}

/**
 * Applies the committed migrations. On PostgreSQL a session advisory lock serialises instances
 * that start together; the second waits, then finds nothing left to do.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: { folder?: string; onFresh?: (db: Database) => Promise<void> } = {},
): Promise<MigrationResult> {
  const folder = options.folder ?? migrationsDir;
  return handle.withAdvisoryLock(MIGRATION_LOCK, async (db) => {
    const before = await appliedCount(db);
    if (handle.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    } else {
      await migrateNodePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    }
    const after = await appliedCount(db);
    const fresh = before === 0;
    // Still under the lock, so an instance starting beside us never sees the new tables before they are filled.
    if (fresh && options.onFresh) await options.onFresh(db);
    return { fresh, applied: after - before };
  });
}

async function appliedCount(db: Database): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(counted?.n ?? 0);
}
