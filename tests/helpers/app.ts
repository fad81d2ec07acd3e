import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app (API only, no pages) on a fresh test database. */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Pick<AppDeps, 'paypalBaseUrl'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-app-')),
      SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
      PUBLIC_URL: 'http://shop.test',
      ...env,
    },
    { persistSecret: false },
  );
  const app = await buildApp({ config, database, pages: 'none', ...overrides });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A valid anonymous cart session id (128 random bits, base64url). */
export function newSessionId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}
