/**
 * GET /api/admin/analytics: the admin's numbers for a period, computed by PostgreSQL from the events and
 * from the payments, proofs, signups and campaigns tables; the roll-up of events older than 13 months changes none.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsReportSchema, type AnalyticsReport } from '../../../core/schemas/analytics';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { queryRows } from '../../db/client';
import {
  campaigns,
  customOrderProofs,
  emailCampaigns,
  newsletterSignups,
  payments,
  uploads,
  type NewPayment,
} from '../../db/schema';
import { insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';
import { createAnalyticsReport } from './analytics-report';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

let t: TestApp;
let admin = '';
let customer = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
  customer = (await accountTestClient(t).register('statsgolfer', 'stats@example.com')).cookie;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  const db = t.database.db;
  await t.app.services.analytics.flush();
  await db.execute(sql`truncate analytics_events, analytics_daily`);
  // Only this file's payments and signups count.
  await db.execute(sql`update payments set captured_at = null`);
  await db.execute(sql`delete from newsletter_signups`);
});

function report(query: string, cookie = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/analytics?${query}`, headers: { cookie } });
}

async function reportOf(from: string, to = from): Promise<AnalyticsReport> {
  const res = await report(`from=${from}&to=${to}`);
  expect(res.statusCode).toBe(200);
  return analyticsReportSchema.parse(res.json());
}

async function send(remoteAddress: string, events: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress,
    headers: { 'user-agent': BROWSER },
    payload: { events },
  });
  expect(res.statusCode).toBe(202);
}

async function pay(values: Partial<NewPayment> & Pick<NewPayment, 'purpose'>) {
  await t.database.db.insert(payments).values({
    status: 'captured',
    amountCents: 1_000,
    createRequestId: randomUUID(),
    captureRequestId: randomUUID(),
    capturedAt: new Date(),
    testMode: true,
    ...values,
  });
}

describe('access', () => {
  it('is for the admin only: 401 signed out, 403 for a customer', async () => {
    expect((await report(`from=${today()}&to=${today()}`, '')).statusCode).toBe(401);
    expect((await report(`from=${today()}&to=${today()}`, customer)).statusCode).toBe(403);
  });

  it.each([
    ['no dates', ''],
    ['a bad date', 'from=2026-13&to=2026-01-01'],
    ['from after to', 'from=2026-02-02&to=2026-02-01'],
    ['more than 400 days', 'from=2024-01-01&to=2026-01-01'],
  ])('refuses %s with 400', async (_label, query) => {
    expect((await report(query)).statusCode).toBe(400);
  });
});

describe('the numbers of a period', () => {
  it('counts visitors, pages, referrers, campaigns, events, signups and both funnels', async () => {
    const db = t.database.db;
    const [campaign] = await db
      .insert(campaigns)
      .values({ kind: 'vip', subject: 'VIP spring', ratePerSecond: 10, discountCode: 'VIPSPRING' })
      .returning();
    await db.insert(emailCampaigns).values([
      {
        campaignId: campaign!.id,
        customerEmail: 'a@example.com',
        status: 'queued',
        sentAt: new Date(),
        discountCode: 'VIPSPRING',
      },
      {
        campaignId: campaign!.id,
        customerEmail: 'b@example.com',
        status: 'queued',
        sentAt: new Date(),
        discountCode: 'VIPSPRING',
      },
      { campaignId: campaign!.id, customerEmail: 'c@example.com', status: 'skipped' },
    ]);
    const email = { utmSource: 'email', utmMedium: 'email', utmCampaign: `campaign-${campaign!.id}` };
    await send('198.51.100.1', [
      { name: 'pageview', path: '/', referrer: 'https://www.google.com/' },
      { name: 'pageview', path: '/custom' },
      { name: 'designer_step', path: '/custom', step: 1 },
      { name: 'designer_step', path: '/custom', step: 5 },
      { name: 'add_to_cart', path: '/product/1' },
      { name: 'begin_checkout', path: '/checkout' },
    ]);
    await send('198.51.100.2', [
      { name: 'pageview', path: '/products', ...email },
      { name: 'designer_step', path: '/custom', step: 1 },
      { name: 'pageview', path: '/quote' },
      { name: 'submit_quote_request', path: '/quote' },
      { name: 'quote_request_success', path: '/quote' },
    ]);
    await t.app.services.analytics.flush();
    await pay({ purpose: 'deposit' });
    await pay({ purpose: 'deposit' });
    await pay({ purpose: 'deposit', testMode: false });
    await pay({ purpose: 'balance' });
    await pay({ purpose: 'cart' });
    await pay({ purpose: 'cart', capturedAt: new Date(Date.now() - 3 * DAY) });
    const { order: custom } = await insertCustomOrder(db, { testMode: true, discountCode: 'vipspring' });
    await insertRegularOrder(db, { testMode: true, discountCode: 'VIPSPRING' });
    await insertRegularOrder(db, { testMode: false, discountCode: 'VIPSPRING' });
    const [upload] = await db
      .insert(uploads)
      .values({
        storageKey: randomUUID(),
        originalName: 'p.png',
        mimeType: 'image/png',
        sizeBytes: 1,
        purpose: 'proof',
      })
      .returning();
    await db.insert(customOrderProofs).values({
      customOrderId: custom.id,
      version: 1,
      uploadId: upload!.id,
      approvedAt: new Date(),
    });
    await db.insert(newsletterSignups).values([
      { email: 'n@example.com', source: 'popup_15off' },
      { email: 'n@example.com', source: 'exit_intent_free_pin' },
      { email: 'm@example.com', source: 'exit_intent_free_pin' },
    ]);

    const numbers = await reportOf(today());
    expect(numbers.testMode).toBe(true);
    expect(numbers.totals).toEqual({ visitors: 2, pageviews: 4 });
    expect(numbers.days).toEqual([{ day: today(), visitors: 2, pageviews: 4 }]);
    expect(numbers.topPages).toEqual(
      expect.arrayContaining([
        { path: '/', visitors: 1, pageviews: 1 },
        { path: '/quote', visitors: 1, pageviews: 1 },
      ]),
    );
    expect(numbers.topPages).toHaveLength(4);
    expect(numbers.referrers).toEqual([{ host: 'google.com', visitors: 1, pageviews: 1 }]);
    expect(numbers.utmCampaigns).toEqual([
      { source: 'email', medium: 'email', campaign: `campaign-${campaign!.id}`, visitors: 1 },
    ]);
    expect(numbers.emailCampaigns).toContainEqual({
      id: campaign!.id,
      subject: 'VIP spring',
      sent: 2,
      clicked: 1,
      ordered: 2,
    });
    expect(numbers.events).toEqual(
      expect.arrayContaining([
        { name: 'submit_quote_request', visitors: 1, events: 1 },
        { name: 'quote_request_success', visitors: 1, events: 1 },
        { name: 'designer_step 1', visitors: 2, events: 2 },
      ]),
    );
    expect(numbers.signups).toEqual({ newsletter: 1, freePin: 2 });
    expect(numbers.designerFunnel).toEqual([
      { label: 'Visits', count: 2, counts: 'visitors', rate: null },
      { label: 'Designer step 1', count: 2, counts: 'visitors', rate: 1 },
      { label: 'Designer step 5', count: 1, counts: 'visitors', rate: 0.5 },
      { label: 'Deposit paid', count: 2, counts: 'payments', rate: 2 },
      { label: 'Proof approved', count: 1, counts: 'orders', rate: 0.5 },
      { label: 'Balance paid', count: 1, counts: 'payments', rate: 1 },
    ]);
    expect(numbers.cartFunnel).toEqual([
      { label: 'Visits', count: 2, counts: 'visitors', rate: null },
      { label: 'Added to cart', count: 1, counts: 'visitors', rate: 0.5 },
      { label: 'Checkout started', count: 1, counts: 'visitors', rate: 1 },
      { label: 'Paid', count: 1, counts: 'payments', rate: 1 },
    ]);

    // A live shop never shows test-mode traffic (and the other way round).
    const live = await createAnalyticsReport({ db, testMode: false })({ from: today(), to: today() });
    expect(live.totals).toEqual({ visitors: 0, pageviews: 0 });
    expect(live.designerFunnel.find((step) => step.label === 'Deposit paid')?.count).toBe(1);
  });

  it('gives every day of the period a row, empty ones included', async () => {
    const from = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    await send('198.51.100.3', [{ name: 'pageview', path: '/' }]);
    await t.app.services.analytics.flush();
    const { days } = await reportOf(from, today());
    expect(days.map((day) => day.pageviews)).toEqual([0, 0, 1]);
  });
});

describe('the roll-up of events older than 13 months', () => {
  it('moves them into analytics_daily, once, and every number stays the same', async () => {
    const old = new Date(Date.now() - 400 * DAY);
    const day = old.toISOString().slice(0, 10);
    const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const db = t.database.db;
    await db.execute(sql`insert into analytics_events
        (occurred_at, name, step, path, referrer_host, utm_source, utm_medium, utm_campaign, device, country, visitor_hash, test_mode)
      values
        (${at(9)}, 'pageview', null, '/', 'google.com', null, null, null, 'desktop', 'US', 'a', true),
        (${at(10)}, 'pageview', null, '/custom', null, 'email', 'email', 'campaign-1', 'desktop', 'US', 'a', true),
        (${at(11)}, 'pageview', null, '/', 'google.com', null, null, null, 'mobile', null, 'b', true),
        (${at(11)}, 'designer_step', 1, '/custom', null, null, null, null, 'mobile', null, 'b', true),
        (${at(12)}, 'submit_quote_request', null, '/quote', null, null, null, null, 'mobile', null, 'b', true),
        (${at(12)}, 'pageview', null, '/', null, null, null, null, 'desktop', null, 'live', false)`);
    await send('198.51.100.4', [{ name: 'pageview', path: '/' }]);
    await t.app.services.analytics.flush();

    const before = await reportOf(day);
    expect(before.totals).toEqual({ visitors: 2, pageviews: 3 });
    const recent = await reportOf(today());

    expect(await t.app.services.analytics.rollUp()).toBe(6);
    expect(await t.app.services.analytics.rollUp()).toBe(0);
    const raw = await queryRows<{ day: string; count: number }>(
      db,
      sql`select (occurred_at at time zone 'UTC')::date::text as day, count(*)::int as count
        from analytics_events group by 1`,
    );
    expect(raw).toEqual([{ day: today(), count: 1 }]);
    const daily = await queryRows<{ dimension: string; value: string; visitors: number; events: number }>(
      db,
      sql`select dimension, value, visitors, events from analytics_daily
        where name = 'pageview' and test_mode and dimension in ('total', 'referrer') order by dimension`,
    );
    expect(daily).toEqual([
      { dimension: 'referrer', value: 'google.com', visitors: 2, events: 2 },
      { dimension: 'total', value: '', visitors: 2, events: 3 },
    ]);

    expect(await reportOf(day)).toEqual(before);
    expect(await reportOf(today())).toEqual(recent);
  });
});
