/**
 * Vitest global setup: migrates and seeds ONE template database per run; every test file copies it.
 * PGlite: the template's data directory is dumped to a file and loaded by each file (a copy costs far less than
 * migrating). PostgreSQL (TEST_DATABASE_URL): a template database cloned with CREATE DATABASE ... TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite } from '../../server/db/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `pinshop_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, template), max: 1 });
    await migrateDatabase(handle);
    await seedDemoData(handle.db);
    await handle.close();
    project.provide('databaseTemplate', { kind: 'postgres', url: serverUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-test-'));
  const client = await createPglite();
  const handle = await openDatabase({ kind: 'pglite', instance: client });
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
