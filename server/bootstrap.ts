import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { ensureAdmin } from './modules/accounts/admin.service';
import { resolveSessionSecret } from './modules/accounts/session-secret';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** What a second process on a locked embedded database is told to do instead (db/data-dir-lock.ts). */
export const STOP_THE_SHOP_FIRST = 'stop the shop first (or, for the admin, set ADMIN_* and restart it)';

/**
 * PGlite in DATA_DIR/pgdata unless DATABASE_URL names a PostgreSQL server. With `fromTemplate` (the shop's start), a
 * new pgdata starts as a copy of the prepared template (db/template.ts): migrated and holding the demo data, so
 * prepareDatabase finds nothing left to do (not with SEED_DEMO=0: the shop then starts empty). Without it (the CLI's
 * db:migrate), a new pgdata starts empty. PGlite's directory is locked to this process until the handle closes;
 * another process holding it stops this one with DataDirInUseError (`whatToDo` ends its one line).
 */
export async function openConfiguredDatabase(
  config: Config,
  options: { fromTemplate?: boolean; log?: Logger; whatToDo?: string } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'pgdata');
  mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, options.whatToDo ?? STOP_THE_SHOP_FIRST);
  try {
    if (options.fromTemplate && config.seedDemo && isNewDataDir(dataDir)) await copyTemplate(dataDir, options.log);
    mkdirSync(dataDir, { recursive: true });
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    const close = handle.close;
    return {
      ...handle,
      close: async () => {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Absent or empty: nothing there that a copy could overwrite or that PGlite would resume. */
function isNewDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

async function copyTemplate(dataDir: string, log: Logger | undefined) {
  try {
    // Imported here: the template module loads PGlite, which an instance on PostgreSQL never needs (db/client.ts).
    const { newPgliteFromTemplate } = await import('./db/template');
    const made = await newPgliteFromTemplate(dataDir);
    if (made.seeded) log?.info(`made the database template: loaded the demo data (${JSON.stringify(made.seeded)})`);
    log?.info('new database: copied from the template (migrated, with the demo data)');
  } catch (error) {
    // A read-only cache (node_modules on a locked-down host) only costs time: the database is made step by step.
    log?.warn(`no database template (${error instanceof Error ? error.message : String(error)}): migrating instead`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Migrate, load the demo data into a brand-new database, and create or update the admin from ADMIN_*. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Config,
  log: Logger,
  options: { onApplying?: () => void } = {},
): Promise<void> {
  const migration = await migrateDatabase(handle, {
    onApplying: options.onApplying,
    onFresh: async (db) => {
      if (!config.seedDemo) {
        log.info('new database: SEED_DEMO=0, so no demo data');
        return;
      }
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
