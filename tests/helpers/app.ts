import { mkdtempSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import type { StandInCredentials } from '../../server/integrations/paypal/stand-in/credentials';
import { issueCartSessionId } from '../../server/modules/cart';
import { UNDER_PRESSURE_SAMPLE_MS } from '../../server/plugins/under-pressure';
import { createSharedTestDatabase, createTestDatabase } from './database';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Test mode against a PayPal stand-in the test started: its address and the credentials it accepts. */
export type PayPalOverrides = Pick<
  AppDeps,
  'paypalBaseUrl' | 'logStream' | 'now' | 'snsCertificateFetcher' | 'pages'
> & {
  paypalCredentials?: StandInCredentials;
};

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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The test's requests reach the app the way a socket's do: each after a turn of the event loop. In-process requests
 * (inject) and PGlite's queries are all promise callbacks, so a test's chain of requests never let the loop turn: the
 * admission control's one-second sample saw a loop that had not turned at all and refused the next request, although
 * no one else was waiting. The app keeps its production limits (server/plugins/under-pressure.ts); a test that set up
 * a lot of data directly, which holds the loop too, waits for the next sample as a caller waits for Retry-After.
 */
function injectAfterATurn(app: App): App {
  const inject = app.inject.bind(app);
  const afterATurn = async (options: InjectOptions | string) => {
    await nextTurn();
    for (let wait = 0; wait < 2 && app.isUnderPressure(); wait += 1) await sleep(UNDER_PRESSURE_SAMPLE_MS + 50);
    return inject(options);
  };
  // inject() without options builds a chain (inject().get(url)...): left as it is.
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : afterATurn(options)) as App['inject'];
  return app;
}

/** The real app (API only, no pages) on a fresh test database. */
export async function buildTestApp(
  env: Record<string, string> = {},
  { paypalCredentials, ...overrides }: PayPalOverrides = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = injectAfterATurn(
    await buildApp({ config: testConfig(env, paypalCredentials), database, pages: 'none', ...overrides }),
  );
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
    injectAfterATurn(await buildApp({ config, database: first, pages: 'none', ...overrides })),
    injectAfterATurn(await buildApp({ config, database: second, pages: 'none', ...overrides })),
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
