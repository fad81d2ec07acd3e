import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPglite } from '../../server/db/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { withDatabase } from '../setup/database-template';

/** A fresh, migrated and seeded database for one test file (a copy of the run's template). */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([readFileSync(template.dumpFile)]);
    return openDatabase({ kind: 'pglite', instance: await createPglite({ loadDataDir: dump }) });
  }
  return createServerDatabase(template.url, template.template);
}

/** Whether this run's databases are on a PostgreSQL server (where several app instances can share one). */
export function onPostgresServer(): boolean {
  return inject('databaseTemplate').kind === 'postgres';
}

/**
 * One fresh database opened twice, as two app instances on one PostgreSQL would (each with its own pool).
 * PostgreSQL only: PGlite is one process's embedded database.
 */
export async function createSharedTestDatabase(): Promise<[DatabaseHandle, DatabaseHandle]> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('two instances need a PostgreSQL server (TEST_DATABASE_URL)');
  const first = await createServerDatabase(template.url, template.template);
  const second = await openDatabase({ kind: 'postgres', url: first.url!, max: 4 });
  return [first, second];
}

/** An empty database (no migrations) for tests of the migrations themselves. */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') return openDatabase({ kind: 'pglite', instance: await createPglite() });
  return createServerDatabase(template.url);
}

/** A throwaway database on the PostgreSQL server, dropped on close. */
async function createServerDatabase(serverUrl: string, template?: string): Promise<DatabaseHandle & { url?: string }> {
  const name = `pinshop_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, max: 4 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
