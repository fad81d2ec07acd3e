import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { shopSecrets } from '../../db/schema';

const SESSION_SECRET_NAME = 'session';
const MIN_LENGTH = 32;

function readKeptFile(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const kept = readFileSync(file, 'utf8').trim();
  return kept.length >= MIN_LENGTH ? kept : undefined;
}

/**
 * The session secret every instance must share (it signs the cookie and the links we e-mail):
 * - SESSION_SECRET when given;
 * - with DATABASE_URL, a row of shop_secrets: the first instance to start inserts one, every other reads it
 *   (insert ... on conflict do nothing, then read), so instances behind a load balancer accept each other's
 *   cookies. An existing DATA_DIR/session-secret is what that first insert offers, so the shop that moves from
 *   one instance to several keeps its sessions and the links already sent;
 * - otherwise (the embedded database: one process) DATA_DIR/session-secret, generated once.
 * Call after the migrations (the table must exist).
 */
export async function resolveSessionSecret(
  db: Database,
  config: Pick<Config, 'sessionSecret' | 'sessionSecretGiven' | 'databaseUrl' | 'dataDir'>,
): Promise<string> {
  if (config.sessionSecretGiven) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (config.databaseUrl) {
    const offered = readKeptFile(file) ?? randomBytes(32).toString('base64url');
    await db.insert(shopSecrets).values({ name: SESSION_SECRET_NAME, value: offered }).onConflictDoNothing();
    const [row] = await db
      .select({ value: shopSecrets.value })
      .from(shopSecrets)
      .where(eq(shopSecrets.name, SESSION_SECRET_NAME));
    if (!row) throw new Error('the session secret could not be stored in the database');
    return row.value;
  }
  const kept = readKeptFile(file);
  if (kept) return kept;
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
