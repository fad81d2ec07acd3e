/**
 * npm run db:migrate | db:seed | admin:create -- --username U --email E (password from ADMIN_PASSWORD or prompted;
 * admin:create also resets that admin's second factor) | db:backup -- [--out FILE] [--force] |
 * db:restore -- FILE [--force] (the embedded database's DATA_DIR, with the shop stopped: server/db/backup.ts).
 */
import './require-node';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { openConfiguredDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { backupDataDir, restoreDataDir } from './db/backup';
import { assertDataDirFree } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { ensureAdmin, resetSecondFactor } from './modules/accounts';

const [command, ...rest] = process.argv.slice(2);

const WHAT_TO_DO: Record<string, string> = {
  'admin:create': 'stop the shop first, or set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD and restart it',
  migrate: 'stop the shop first (it applies the migrations itself when it starts)',
  seed: 'stop the shop first',
};

/** Backup and restore work on the files, with no database open: they answer before main() opens one. */
async function backupOrRestore(config: ReturnType<typeof loadConfig>): Promise<boolean> {
  if (command !== 'backup' && command !== 'restore') return false;
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/deploy.md).',
    );
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = values.out ?? `backups/pinshop-${stamp}.tar.gz`;
    assertDataDirFree(path.join(config.dataDir, 'pgdata'), 'stop the shop first, then back up');
    const { file, files } = await backupDataDir(config.dataDir, out, { force: values.force });
    console.log(`backup of ${config.dataDir}: ${file} (database and ${files.join(', ') || 'no other files'})`);
    return true;
  }
  const archive = positionals[0];
  assertDataDirFree(path.join(config.dataDir, 'pgdata'), 'stop the shop first, then restore');
  if (!archive) throw new Error('usage: npm run db:restore -- <backup file> [--force]');
  const { movedAside } = await restoreDataDir(archive, config.dataDir, { force: values.force });
  console.log(`restored ${archive} into ${config.dataDir}`);
  if (movedAside) console.log(`the data directory it replaced is kept at ${movedAside}`);
  return true;
}

async function main() {
  const config = loadConfig();
  if (await backupOrRestore(config)) return;
  // The embedded database belongs to one process: the running shop's, when it is up (db/data-dir-lock.ts).
  const database = await openConfiguredDatabase(config, { whatToDo: WHAT_TO_DO[command ?? ''] });
  try {
    const migration = await migrateDatabase(database);
    console.log(`migrations: ${migration.applied} applied`);
    if (command === 'migrate') return;
    if (command === 'seed') {
      console.log(`demo data: ${JSON.stringify(await seedDemoData(database.db))}`);
      return;
    }
    if (command === 'admin:create') {
      const { values } = parseArgs({
        args: rest,
        options: { username: { type: 'string' }, email: { type: 'string' } },
      });
      const username = values.username ?? config.admin?.username;
      const email = values.email ?? config.admin?.email;
      if (!username || username.length < 3 || !email || !email.includes('@')) {
        throw new Error('usage: npm run admin:create -- --username <at least 3 characters> --email <e-mail>');
      }
      const password = config.admin?.password ?? (await askPassword());
      if (password.length < 8) throw new Error('the password must be at least 8 characters');
      console.log(`admin ${username}: ${await ensureAdmin(database.db, { username, email, password })}`);
      // Also the way back in after losing the phone: the second factor is set up again at the next sign-in.
      await resetSecondFactor(database.db, username);
      console.log(
        config.admin?.totpSecret && config.admin.username === username
          ? `second factor of ${username} reset; ADMIN_TOTP_SECRET enrols it again at the next start`
          : `second factor of ${username} reset: sign in and set it up again at /admin/security`,
      );
      return;
    }
    throw new Error(`unknown command ${command ?? ''}: use migrate, seed, admin:create, backup or restore`);
  } finally {
    await database.close();
  }
}

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question('Admin password (at least 8 characters): ');
  } finally {
    rl.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
