import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { ensureAdmin, resolveSessionSecret } from './modules/accounts';

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

/**
 * Libraries that modules import on their first use (a blog post's HTML, an upload's type and pixels, an e-mail), so
 * that the CLI and each test load only what they touch. A serving shop loads them before it listens: loading one
 * holds the event loop for its whole compile (sanitize-html with postcss 140-340 ms, file-type 150-400 ms, sharp
 * 100-250 ms, nodemailer 90-230 ms on the bench's machine), and the first shopper or owner to need it would hold every
 * other request behind it (docs/decisions/033-first-use-libraries-before-listening.md). The imports share the module
 * cache with the lazy ones (a CommonJS package such as sanitize-html lands in require's cache too).
 */
export const FIRST_USE_LIBRARIES: Readonly<Record<string, () => Promise<unknown>>> = {
  'sanitize-html': () => import('sanitize-html'),
  'file-type': () => import('file-type'),
  sharp: () => import('sharp'),
  nodemailer: () => import('nodemailer'),
};

/**
 * Loads FIRST_USE_LIBRARIES one after the other, after the app's code: Node.js refuses a require() of an ES module
 * that an import() is still loading (sanitize-html requires htmlparser2, which the app imports too). One that fails to
 * load (sharp without its native binary for this platform) is named in a warning and left to fail where it is used,
 * as before: the shop still starts. Returns the names loaded.
 */
export async function loadFirstUseLibraries(log: Logger): Promise<string[]> {
  const loaded: string[] = [];
  for (const [name, load] of Object.entries(FIRST_USE_LIBRARIES)) {
    try {
      await load();
      loaded.push(name);
    } catch (error) {
      log.warn(`${name} did not load at start (${String(error)}); it is tried again on first use`);
    }
  }
  return loaded;
}

/** The config with the session secret every instance shares (after prepareDatabase: it may live in a table). */
export async function withSharedSessionSecret(handle: DatabaseHandle, config: Config): Promise<Config> {
  return { ...config, sessionSecret: await resolveSessionSecret(handle.db, config) };
}
