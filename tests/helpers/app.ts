import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import type { StandInCredentials } from '../../server/integrations/paypal/stand-in/credentials';
import { issueCartSessionId } from '../../server/modules/cart';
import { createSharedTestDatabase, createTestDatabase } from './database';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Test mode against a PayPal stand-in the test started: its address and the credentials it accepts. */
export type PayPalOverrides = Pick<AppDeps, 'paypalBaseUrl' | 'logStream'> & { paypalCredentials?: StandInCredentials };

function testConfig(env: Record<string, string>, paypalCredentials?: StandInCredentials) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-app-')),
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: 'http://shop.test',
      ...env,
    },
    { persistSecret: false },
  );
  // Test mode's credentials are random; a stand-in started by the test accepts only the ones it was given.
  if (!paypalCredentials || config.paypal.mode !== 'test') return config;
  return { ...config, paypal: { ...config.paypal, ...paypalCredentials } };
}

/** The real app (API only, no pages) on a fresh test database. */
export async function buildTestApp(
  env: Record<string, string> = {},
  { paypalCredentials, ...overrides }: PayPalOverrides = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(env, paypalCredentials), database, pages: 'none', ...overrides });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The SESSION_SECRET of every test app (testConfig). */
export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-chars';

/** A cart id as the test app issues it (128 random bits and the shop's signature). */
export function newSessionId(): string {
  return issueCartSessionId(TEST_SESSION_SECRET);
}

/**
 * Two instances of the app on one PostgreSQL database (each with its own connection pool, as two processes behind
 * a load balancer would have). PostgreSQL only: see onPostgresServer().
 */
export async function buildTwinApps(
  env: Record<string, string> = {},
  { paypalCredentials, ...overrides }: PayPalOverrides = {},
): Promise<{ apps: [App, App]; database: DatabaseHandle; close(): Promise<void> }> {
  const [first, second] = await createSharedTestDatabase();
  const config = testConfig(env, paypalCredentials);
  const apps: [App, App] = [
    await buildApp({ config, database: first, pages: 'none', ...overrides }),
    await buildApp({ config, database: second, pages: 'none', ...overrides }),
  ];
  return {
    apps,
    database: first,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await second.close();
      await first.close();
    },
  };
}
