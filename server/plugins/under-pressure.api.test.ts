/**
 * Admission control in the real app, its limits from the environment: while the shop reports pressure (here its
 * heap limit set below what it uses, so it does for as long as the test needs), the routes that must answer do, and
 * the rest get 503 "very busy" at once; a page beyond the cap on renders in flight gets the unavailable page.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from '../../tests/helpers/app';
import { createTestDatabase } from '../../tests/helpers/database';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { BUSY_MESSAGE } from './under-pressure';

const METRICS_TOKEN = 'under-pressure-metrics-token';
const metrics = (t: TestApp) =>
  t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

describe('while the shop reports pressure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PRESSURE_MAX_HEAP_USED_MB: '1', METRICS_TOKEN, LOG_LEVEL: 'silent' });
    // As main.ts does: the shop reaches its own PayPal stand-in over loopback (the webhook's signature check).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.services.paypalTarget.baseUrl = `${address}/__paypal`;
  });
  afterAll(() => t.close());

  it('answers health checks, metrics, PayPal, the captures and the balance completion, and refuses the rest with Retry-After', async () => {
    // The first sample comes a second after the start.
    for (let i = 0; i < 100 && !/^pinshop_under_pressure 1$/m.test((await metrics(t)).body); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await metrics(t)).body).toMatch(/^pinshop_under_pressure 1$/m);

    const refused = await t.app.inject({ url: '/api/products' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ message: BUSY_MESSAGE, retryAfterSeconds: 2 });

    const answers = {
      healthz: await t.app.inject({ url: '/healthz' }),
      readyz: await t.app.inject({ url: '/readyz' }),
      webhook: await t.app.inject({
        method: 'POST',
        url: '/api/paypal/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{"event_type":"PAYMENT.CAPTURE.COMPLETED"}',
      }),
      capture: await t.app.inject({ method: 'POST', url: '/api/paypal/order/NOSUCHORDER1/capture' }),
      captureAlias: await t.app.inject({ method: 'POST', url: '/paypal/order/NOSUCHORDER1/capture' }),
      balance: await t.app.inject({
        method: 'POST',
        url: `/api/balance-payment/${'x'.repeat(43)}/complete`,
        payload: { balancePaymentId: 'NOSUCHORDER1' },
      }),
      standIn: await t.app.inject({
        method: 'POST',
        url: '/__paypal/v1/oauth2/token',
        headers: { authorization: 'Basic d3Jvbmc6d3Jvbmc=', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]));
    // Each answered as when the shop is idle: the unsigned webhook and the unknown order refused for what they are.
    expect(statuses).toEqual({
      healthz: 200,
      readyz: 200,
      webhook: 400,
      capture: 404,
      captureAlias: 404,
      balance: 404,
      standIn: 401,
    });

    const scraped = (await metrics(t)).body;
    expect(scraped).toMatch(/^pinshop_http_shed_total\{reason="heapUsedBytes"\} [1-9]/m);
    expect(scraped).toMatch(/^pinshop_page_renders_in_flight 0$/m);
  });
});

describe('pages rendered at once', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-page-renders-')),
        SESSION_SECRET: TEST_SESSION_SECRET,
        PUBLIC_URL: 'http://shop.test',
        LOG_LEVEL: 'silent',
        MAX_PAGE_RENDERS: '1',
      },
      { persistSecret: false },
    );
    app = await buildApp({ config, database, pages: 'development' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('renders up to the cap; a page beyond it gets the unavailable page with Retry-After at once', async () => {
    const page = () => app.inject({ url: '/wholesale', headers: { accept: 'text/html' } });
    const answers = await Promise.all(Array.from({ length: 4 }, page));
    const served = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(served.length + refused.length).toBe(4);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Back in a moment');
      expect(res.body).toContain(BUSY_MESSAGE);
    }
    // The renders done, the next page is served.
    expect((await page()).statusCode).toBe(200);
  });
});
