/**
 * npm run db:migrate | db:seed | admin:create -- --username U --email E (password from ADMIN_PASSWORD or prompted;
 * admin:create also resets that admin's second factor).
 */
import './require-node';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { ensureAdmin } from './modules/accounts/admin.service';
import { resetSecondFactor } from './modules/accounts/two-factor';

const [command, ...rest] = process.argv.slice(2);

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
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
    throw new Error(`unknown command ${command ?? ''}: use migrate, seed or admin:create`);
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
