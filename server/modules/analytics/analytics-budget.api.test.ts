/**
 * Analytics storage is bounded: a daily budget for the whole shop and a daily cap per visitor. Events past either
 * are not stored; the admin's analytics says how many were left out.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { queryRows } from '../../db/client';
import { createAnalyticsService, DAILY_EVENT_BUDGET, VISITOR_DAILY_EVENTS } from './analytics.service';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const pageview = { name: 'pageview' as const, path: '/products' };
const batch = (n: number) => Array.from({ length: n }, () => pageview);
const from = (address: string) => ({ address, headers: { 'user-agent': BROWSER }, isAdmin: false });

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const stored = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from analytics_events`))[0]!.n;

describe('the analytics budget', () => {
  it('has defaults that bound a day: a shop-wide budget and a smaller cap per visitor', () => {
    expect(DAILY_EVENT_BUDGET).toBeLessThanOrEqual(100_000);
    expect(VISITOR_DAILY_EVENTS).toBeLessThan(DAILY_EVENT_BUDGET);
  });

  it("stores one visitor's events up to the cap and the shop's up to the budget; the rest are counted as dropped", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const service = createAnalyticsService({
      db: t.database.db,
      // Test mode, as the app's own service in tests (PayPal's stand-in): its report reads these.
      testMode: true,
      publicUrl: 'http://shop.test',
      trustProxy: false,
      limits: { perDay: 100, perVisitor: 30 },
    });
    // One visitor sends 40: 30 are kept.
    await service.accept(batch(20), from('198.51.100.1'));
    expect(await service.accept(batch(20), from('198.51.100.1'))).toBe('recorded');
    expect(await service.accept(batch(1), from('198.51.100.1'))).toBe('dropped');
    // Four more visitors send 25 each: the day's budget of 100 keeps 70 of those 100.
    for (const address of ['198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']) {
      await service.accept(batch(20), from(address));
      await service.accept(batch(5), from(address));
    }
    await service.flush();
    expect(await stored()).toBe(100);

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics?from=${day}&to=${day}`,
      headers: { cookie: admin },
    });
    expect(report.statusCode, report.body).toBe(200);
    // 10 + 1 from the first visitor, 30 over the day's budget.
    expect(report.json()).toMatchObject({ dropped: 41 });
  });
});
