/**
 * Test mode in a real deployment (NODE_ENV=production, no PayPal credentials): the shop's own stand-in at /__paypal
 * takes no orders from strangers. Its switches are not there unless PAYPAL_STAND_IN_FAULTS=1, its credentials are
 * generated per data directory, and only the holder of an order's approve link can approve it.
 */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database';
import { buildApp, type App } from '../../../app';
import { loadConfig, type Config } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import { STAND_IN_CREDENTIALS_FILE } from './credentials';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'pinshop-test-mode-'));

function productionConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
      PUBLIC_URL: 'http://shop.test',
      LOG_LEVEL: 'silent',
      ...env,
    },
    { persistSecret: false },
  );
}

function standInCredentials(config: Config) {
  if (config.paypal.mode !== 'test') throw new Error('expected PayPal test mode');
  return config.paypal;
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function token(app: App, authorization: string) {
  return app.inject({
    method: 'POST',
    url: '/__paypal/v1/oauth2/token',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
}

/** Creates an order at the shop's stand-in as the shop does; gives its id and the approve link it received. */
async function createOrder(app: App, config: Config) {
  const { clientId, clientSecret } = standInCredentials(config);
  const auth = await token(app, basic(clientId, clientSecret));
  expect(auth.statusCode, auth.body).toBe(200);
  const bearer = `Bearer ${auth.json<{ access_token: string }>().access_token}`;
  const created = await app.inject({
    method: 'POST',
    url: '/__paypal/v2/checkout/orders',
    headers: { authorization: bearer },
    payload: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '29.97' } }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json<{ id: string; links: Array<{ rel: string; href: string }> }>();
  const approve = new URL(body.links.find((link) => link.rel === 'approve')!.href);
  const status = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/__paypal/v2/checkout/orders/${body.id}`,
      headers: { authorization: bearer },
    });
    return res.json<{ status: string }>().status;
  };
  return { id: body.id, approve, key: approve.searchParams.get('key') ?? '', status };
}

const postForm = (app: App, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

let database: DatabaseHandle;
const apps: App[] = [];

async function shop(config: Config): Promise<App> {
  const app = await buildApp({ config, database, pages: 'none' });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.close();
});

describe('test mode with NODE_ENV=production and no PAYPAL_STAND_IN_FAULTS', () => {
  let app: App;
  let config: Config;
  beforeAll(async () => {
    config = productionConfig();
    app = await shop(config);
  });

  it('has no test switches: faults, approve, ledger, complete, redeliver and reset answer 404', async () => {
    expect(standInCredentials(config).testSwitches).toBe(false);
    const { id } = await createOrder(app, config);
    const switches = [
      ['POST', '/__paypal/__test/faults'],
      ['POST', `/__paypal/__test/orders/${id}/approve`],
      ['POST', '/__paypal/__test/orders/X/approve'],
      ['POST', `/__paypal/__test/orders/${id}/expire`],
      ['POST', '/__paypal/__test/captures/X/complete'],
      ['POST', '/__paypal/__test/webhooks/X/redeliver'],
      ['GET', '/__paypal/__test/ledger'],
      ['POST', '/__paypal/__test/reset'],
    ] as const;
    for (const [method, url] of switches) {
      const res = await app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { latencyMs: 6000, nextCaptureMode: 'DECLINED' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(app.registeredRoutes.some((route) => route.url.includes('/__test/'))).toBe(false);
  });

  it('refuses the old fixed credentials stand-in-client:stand-in-secret', async () => {
    const res = await token(app, basic('stand-in-client', 'stand-in-secret'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
    const { clientId, clientSecret } = standInCredentials(config);
    expect(clientId).not.toBe('stand-in-client');
    expect((await token(app, basic(clientId, `${clientSecret}x`))).statusCode).toBe(401);
    expect((await token(app, basic(clientId, clientSecret))).statusCode).toBe(200);
  });

  it('refuses refunds and order reads without a token of the generated credentials', async () => {
    const refund = await app.inject({ method: 'POST', url: '/__paypal/v2/payments/captures/X/refund', payload: {} });
    expect(refund.statusCode).toBe(401);
  });

  it('the approval page refuses an approve or cancel without the order secret; the approve link carries it', async () => {
    const order = await createOrder(app, config);
    expect(order.approve.pathname).toBe('/__paypal/checkoutnow');
    expect(order.approve.searchParams.get('token')).toBe(order.id);
    expect(order.key.length).toBeGreaterThanOrEqual(32);

    // A stranger who knows only the order id.
    expect((await postForm(app, '/__paypal/checkoutnow/approve', { token: order.id })).statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: '/__paypal/checkoutnow/approve',
      payload: { token: order.id },
    });
    expect(json.statusCode).toBe(403);
    const guessed = await postForm(app, '/__paypal/checkoutnow/approve', { token: order.id, key: 'guess' });
    expect(guessed.statusCode).toBe(403);
    expect((await postForm(app, '/__paypal/checkoutnow/cancel', { token: order.id })).statusCode).toBe(403);
    const page = await app.inject({ method: 'GET', url: `/__paypal/checkoutnow?token=${order.id}` });
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain(order.key);
    // Another order's key does not open this one.
    const other = await createOrder(app, config);
    const crossed = await postForm(app, '/__paypal/checkoutnow/approve', { token: order.id, key: other.key });
    expect(crossed.statusCode).toBe(403);
    expect(await order.status()).toBe('CREATED');

    // The buyer, with the link the shop received.
    const shown = await app.inject({ method: 'GET', url: `${order.approve.pathname}${order.approve.search}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Test mode: no real payment');
    expect(shown.body).toContain(`name="key" value="${order.key}"`);
    const approved = await postForm(app, '/__paypal/checkoutnow/approve', { token: order.id, key: order.key });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('This order is approved.');
    expect(await order.status()).toBe('APPROVED');
    expect(await other.status()).toBe('CREATED');
  });
});

describe('test mode with PAYPAL_STAND_IN_FAULTS=1', () => {
  it('has the switches, also with NODE_ENV=production, and warns about them', async () => {
    const config = productionConfig({ PAYPAL_STAND_IN_FAULTS: '1' });
    expect(standInCredentials(config).testSwitches).toBe(true);
    expect(config.warnings.join('\n')).toMatch(/PAYPAL_STAND_IN_FAULTS is on/);
    const app = await shop(config);

    const faults = await app.inject({ method: 'POST', url: '/__paypal/__test/faults', payload: { latencyMs: 0 } });
    expect(faults.statusCode).toBe(200);
    expect(faults.json()).toMatchObject({ latencyMs: 0, nextCaptureMode: 'COMPLETED' });
    const order = await createOrder(app, config);
    const approved = await app.inject({ method: 'POST', url: `/__paypal/__test/orders/${order.id}/approve` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: order.id, status: 'APPROVED' });
    expect((await app.inject({ method: 'GET', url: '/__paypal/__test/ledger' })).statusCode).toBe(200);
  });

  it('the switches are on under NODE_ENV=test and off with PAYPAL_STAND_IN_FAULTS=0 elsewhere', () => {
    expect(standInCredentials(productionConfig({ NODE_ENV: 'test' })).testSwitches).toBe(true);
    expect(standInCredentials(productionConfig({ PAYPAL_STAND_IN_FAULTS: '0' })).testSwitches).toBe(false);
    expect(standInCredentials(productionConfig({ NODE_ENV: 'development' })).testSwitches).toBe(false);
    expect(() => productionConfig({ PAYPAL_STAND_IN_FAULTS: 'yes' })).toThrow(/PAYPAL_STAND_IN_FAULTS/);
  });
});

describe("the stand-in's credentials", () => {
  it('are generated once per data directory into DATA_DIR/paypal-stand-in.json (owner-only) and kept', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'test-session-secret-of-at-least-32-chars' } as const;
    const dataDir = tempDir();
    const first = standInCredentials(loadConfig({ ...env, DATA_DIR: dataDir }));
    const file = path.join(dataDir, STAND_IN_CREDENTIALS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      clientId: first.clientId,
      clientSecret: first.clientSecret,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
    const again = standInCredentials(loadConfig({ ...env, DATA_DIR: dataDir }));
    expect([again.clientId, again.clientSecret]).toEqual([first.clientId, first.clientSecret]);
    const elsewhere = standInCredentials(loadConfig({ ...env, DATA_DIR: tempDir() }));
    expect(elsewhere.clientSecret).not.toBe(first.clientSecret);
    expect(first.clientSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('real PayPal credentials are used as given and write no stand-in file', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_ENV: 'sandbox',
      PAYPAL_STAND_IN_FAULTS: '1',
    });
    expect(config.paypal).toMatchObject({ mode: 'sandbox', clientId: 'id', clientSecret: 'secret' });
    expect(config.warnings.join('\n')).toMatch(/PAYPAL_STAND_IN_FAULTS is ignored/);
    expect(() => statSync(path.join(dataDir, STAND_IN_CREDENTIALS_FILE))).toThrow();
  });
});
