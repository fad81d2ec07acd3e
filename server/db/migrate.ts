import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrationsDir } from '../paths';
import { queryRows, type Database, type DatabaseHandle } from './client';

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
  options: {
    folder?: string;
    onFresh?: (db: Database) => Promise<void>;
    /** Called when the pending migrations have been sent: the database server works on them for a while. */
    onApplying?: () => void;
  } = {},
): Promise<MigrationResult> {
  const folder = options.folder ?? migrationsDir;
  return handle.withAdvisoryLock(MIGRATION_LOCK, async (db) => {
    const result = await applyMigrations(db, readMigrationFiles({ migrationsFolder: folder }), options.onApplying);
    // Still under the lock, so an instance starting beside us never sees the new tables before they are filled.
    if (result.fresh && options.onFresh) await options.onFresh(db);
    return result;
  });
}

/**
 * Drizzle's bookkeeping (drizzle.__drizzle_migrations: a migration's hash and its folder time, the newest applied
 * deciding what is pending), as drizzle-kit and Drizzle's own migrator keep it. The pending migrations go as one
 * script, sent once: PostgreSQL runs a script of several statements as one transaction, so a failing statement
 * applies none of them. Drizzle's migrator sent each of the ~200 statements of a new database on its own round trip:
 * ~170 ms of the first start's CPU (the bench's cold-start target). Answers fresh (no migration had ever been applied) and
 * how many were applied now.
 */
async function applyMigrations(
  db: Database,
  migrations: MigrationMeta[],
  onApplying?: () => void,
): Promise<MigrationResult> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await queryRows<{ created_at: string }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const pending = migrations.filter((migration) => !last || Number(last.created_at) < migration.folderMillis);
  const fresh = last === undefined;
  if (pending.length === 0) return { fresh, applied: 0 };
  const statements = pending.flatMap((migration) => [
    ...migration.sql,
    `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${migration.hash.replaceAll("'", "''")}', ${Number(migration.folderMillis)})`,
  ]);
  // Each on lines of its own: a statement may end in a line comment.
  const running = runScript(db, statements.join('\n;\n'));
  onApplying?.();
  await running;
  return { fresh, applied: pending.length };
}

/** A script of several statements in one simple-protocol call: PGlite's exec, node-postgres's query without values. */
async function runScript(db: Database, script: string): Promise<void> {
  const client = (db as unknown as { $client: PGlite | pg.ClientBase }).$client;
  if ('exec' in client) await client.exec(script);
  else await client.query(script);
}
