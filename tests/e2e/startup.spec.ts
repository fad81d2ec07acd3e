import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exited, freePort, runBuilt } from './processes';

const SERVER = path.resolve('build/server/main.js');
const start = (env: Record<string, string>) => runBuilt('main.js', env);

test.describe('starting and stopping the shop', () => {
  test('invalid configuration stops the start with one line per problem', () => {
    const result = spawnSync(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-cfg-')),
      },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/^\s+- PORT: /m);
    expect(result.stderr).toMatch(/^\s+- DATABASE_URL: .*postgres:\/\//m);
  });

  test('first start loads the demo data, a second start reuses it, SIGTERM closes cleanly', async ({ request }) => {
    test.setTimeout(90_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-start-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await expect
      .poll(async () => (await request.get(`${base}/readyz`).catch(() => null))?.status(), { timeout: 60_000 })
      .toBe(200);
    // From the prepared template (decision 017), or step by step where the template cannot be kept.
    expect(first.output()).toMatch(
      /new database: (copied from the template \(migrated, with the demo data\)|loaded the demo data)/,
    );
    // Loaded before it listened, not by the first blog read, upload or e-mail (decision 033).
    expect(first.output()).toMatch(/loaded before listening in \d+ ms: sanitize-html, file-type, sharp, nodemailer"/);
    const products = await (await request.get(`${base}/api/products`)).json();
    expect(products.length).toBeGreaterThanOrEqual(24);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('closed cleanly');
    // No error logged on the way (e.g. a background worker running before the migrations).
    expect(first.output()).not.toMatch(/"level":(50|60)/);

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await expect
      .poll(async () => (await request.get(`${base}/readyz`).catch(() => null))?.status(), { timeout: 60_000 })
      .toBe(200);
    expect(second.output()).not.toContain('new database');
    expect((await (await request.get(`${base}/api/products`)).json()).length).toBe(products.length);
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  });
});

test.describe('on a PostgreSQL server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `pinshop_e2e_${Date.now().toString(36)}`;

  async function admin(statement: string): Promise<boolean> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query(statement);
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  test.afterAll(async () => {
    await admin(`drop database if exists ${database} with (force)`);
  });

  test('two instances started together migrate once, seed once, and both serve', async ({ request }) => {
    test.setTimeout(90_000);
    test.skip(!(await admin(`create database ${database}`)), `no PostgreSQL server at ${serverUrl}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const ports = [await freePort(), await freePort()];
    const instances = ports.map((port) =>
      start({
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-pg-')),
        DATABASE_URL: url.toString(),
      }),
    );
    try {
      for (const port of ports) {
        await expect
          .poll(async () => (await request.get(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status(), {
            timeout: 60_000,
          })
          .toBe(200);
      }
      const [a, b] = await Promise.all(
        ports.map(async (port) => (await request.get(`http://127.0.0.1:${port}/api/products`)).json()),
      );
      expect(a.length).toBeGreaterThanOrEqual(24);
      expect(b).toEqual(a);
      const seeded = instances.filter((instance) => instance.output().includes('new database: loaded the demo data'));
      expect(seeded).toHaveLength(1);
      expect(instances.map((i) => i.output()).join('\n')).toContain('(database: postgres)');
    } finally {
      for (const instance of instances) instance.child.kill('SIGTERM');
      await Promise.all(instances.map((instance) => exited(instance.child)));
    }
  });
});
