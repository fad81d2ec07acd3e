import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The OAuth client the stand-in accepts: random, never fixed strings anyone could know. */
export interface StandInCredentials {
  clientId: string;
  clientSecret: string;
}

/** The id of "our" webhook subscription at the stand-in: an identifier, not a secret. */
export const STAND_IN_WEBHOOK_ID = 'STANDINWEBHOOK';

/** Where test mode keeps its generated credentials, beside the session secret. */
export const STAND_IN_CREDENTIALS_FILE = 'paypal-stand-in.json';

export function generateStandInCredentials(): StandInCredentials {
  return {
    clientId: `standin-${randomBytes(12).toString('base64url')}`,
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

function parseCredentials(text: string): StandInCredentials | null {
  try {
    const value = JSON.parse(text) as Partial<Record<keyof StandInCredentials, unknown>> | null;
    const { clientId, clientSecret } = value ?? {};
    if (typeof clientId !== 'string' || typeof clientSecret !== 'string') return null;
    if (clientId.length < 16 || clientSecret.length < 32) return null;
    return { clientId, clientSecret };
  } catch {
    return null;
  }
}

function readCredentials(file: string): StandInCredentials | null {
  try {
    return parseCredentials(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The stand-in's credentials of this data directory: read from DATA_DIR/paypal-stand-in.json, or generated once
 * and written there (owner-only). A file that cannot be read as credentials is replaced. Two processes starting
 * together agree: the first to create the file wins and the other reads it.
 */
export function loadOrCreateStandInCredentials(dataDir: string): StandInCredentials {
  const file = path.join(dataDir, STAND_IN_CREDENTIALS_FILE);
  const kept = readCredentials(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const fresh = generateStandInCredentials();
  const text = `${JSON.stringify(fresh, null, 2)}\n`;
  try {
    writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // The file exists: another process has just written it, or it is unusable and is replaced.
  const raced = readCredentials(file);
  if (raced) return raced;
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return fresh;
}
