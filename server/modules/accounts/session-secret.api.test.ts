import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedTestDatabase, createTestDatabase, onPostgresServer } from '../../../tests/helpers/database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { shopSecrets } from '../../db/schema';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { resolveSessionSecret } from './session-secret';

function configFor(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-secret-'));
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }, { persistSecret: false });
}

const SERVER = { DATABASE_URL: 'postgres://db.example/pinshop' };

describe('the session secret', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('with DATABASE_URL lives in the database: generated once, then every instance reads the same one', async () => {
    const first = configFor(SERVER);
    const second = configFor(SERVER); // another instance: its own DATA_DIR and placeholder
    expect(first.sessionSecret).not.toBe(second.sessionSecret);
    const secrets = await Promise.all([
      resolveSessionSecret(handle.db, first),
      resolveSessionSecret(handle.db, second),
    ]);
    expect(secrets[0]).toBe(secrets[1]);
    expect(secrets[0].length).toBeGreaterThanOrEqual(32);
    expect(await handle.db.select().from(shopSecrets)).toEqual([expect.objectContaining({ value: secrets[0] })]);
    expect(await resolveSessionSecret(handle.db, configFor(SERVER))).toBe(secrets[0]);
  });

  it('a shop moving to DATABASE_URL keeps the secret of its DATA_DIR (sessions and sent links stay valid)', async () => {
    const fresh = await createTestDatabase();
    try {
      const config = configFor(SERVER);
      writeFileSync(path.join(config.dataDir, 'session-secret'), 'kept-secret-from-the-single-instance-days\n');
      expect(await resolveSessionSecret(fresh.db, config)).toBe('kept-secret-from-the-single-instance-days');
      expect(await resolveSessionSecret(fresh.db, configFor(SERVER))).toBe('kept-secret-from-the-single-instance-days');
    } finally {
      await fresh.close();
    }
  });

  it('without DATABASE_URL is generated once into DATA_DIR; SESSION_SECRET wins over both', async () => {
    const local = configFor({});
    const secret = await resolveSessionSecret(handle.db, local);
    expect(readFileSync(path.join(local.dataDir, 'session-secret'), 'utf8').trim()).toBe(secret);
    expect(await resolveSessionSecret(handle.db, local)).toBe(secret);

    const given = configFor({ ...SERVER, SESSION_SECRET: 'an-operator-chosen-secret-of-32-chars' });
    expect(await resolveSessionSecret(handle.db, given)).toBe('an-operator-chosen-secret-of-32-chars');
  });

  // Needs a PostgreSQL server (TEST_DATABASE_URL); reported as skipped on PGlite.
  it('two instances on one PostgreSQL accept each other’s sessions', async (ctx) => {
    if (!onPostgresServer()) return ctx.skip();
    const [one, two] = await createSharedTestDatabase();
    const apps = await Promise.all(
      [one, two].map(async (database) => {
        const config = configFor(SERVER);
        const sessionSecret = await resolveSessionSecret(database.db, config);
        return buildApp({ config: { ...config, sessionSecret }, database, pages: 'none' });
      }),
    );
    try {
      const [a, b] = apps.map((app, i) => accountTestClient({ app, database: [one, two][i]!, close: async () => {} }));
      const { cookie } = await a!.register('roaming', 'roaming@example.com');
      expect((await b!.get('/api/auth/user', cookie)).json()).toMatchObject({ username: 'roaming' });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await two.close();
      await one.close();
    }
  });
});
