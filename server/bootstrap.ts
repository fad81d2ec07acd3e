import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { ensureAdmin } from './modules/accounts/admin.service';
import { resolveSessionSecret } from './modules/accounts/session-secret';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** PGlite in DATA_DIR/pgdata unless DATABASE_URL names a PostgreSQL server. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir });
}

/** Migrate, load the demo data into a brand-new database, and create or update the admin from ADMIN_*. */
export async function prepareDatabase(handle: DatabaseHandle, config: Config, log: Logger): Promise<void> {
  const migration = await migrateDatabase(handle, {
    onFresh: async (db) => {
      const summary = await seedDemoData(db);
      log.info(`new database: loaded the demo data (${JSON.stringify(summary)})`);
    },
  });
  if (migration.applied > 0) log.info(`applied ${migration.applied} migration(s)`);
  if (config.admin) {
    const outcome = await ensureAdmin(handle.db, config.admin);
    log.info(`admin ${config.admin.username} ${outcome}`);
  }
}

/** The config with the session secret every instance shares (after prepareDatabase: it may live in a table). */
export async function withSharedSessionSecret(handle: DatabaseHandle, config: Config): Promise<Config> {
  return { ...config, sessionSecret: await resolveSessionSecret(handle.db, config) };
}
