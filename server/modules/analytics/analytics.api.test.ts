/**
 * POST /api/analytics/events: validated batches, 202 and no cookie, a daily-salted hash instead of the
 * address, bots, Do Not Track, Global Privacy Control and the admin not counted (204), a per-address rate limit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { queryRows } from '../../db/client';
import { createAnalyticsService } from './analytics.service';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const pageview = { name: 'pageview', path: '/products' };

let t: TestApp;
let admin = '';
let address = 0;
/** A new client address per test: the rate limit counts per address. */
const nextAddress = () => `203.0.113.${++address}`;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // What an earlier test left in the writer's buffer is written first, then cleared with the rest.
  await t.app.services.analytics.flush();
  await t.database.db.execute(sql`delete from analytics_events`);
});

function send(
  body: unknown,
  { headers = {}, remoteAddress = nextAddress() }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const text = typeof body === 'string';
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress,
    headers: { 'user-agent': BROWSER, ...(text ? { 'content-type': 'text/plain' } : {}), ...headers },
    ...(text ? { body } : { payload: body as object }),
  });
}

async function storedEvents() {
  await t.app.services.analytics.flush();
  return queryRows<Record<string, unknown>>(t.database.db, sql`select * from analytics_events order by id`);
}

describe('validation', () => {
  it.each([
    ['no events', { events: [] }],
    ['an unknown event', { events: [{ name: 'purchase', path: '/' }] }],
    ['a path that is not a path', { events: [{ name: 'pageview', path: 'https://evil.example/' }] }],
    ['designer_step without its step', { events: [{ name: 'designer_step', path: '/custom' }] }],
    ['a step on another event', { events: [{ name: 'pageview', path: '/', step: 2 }] }],
    ['step 6', { events: [{ name: 'designer_step', path: '/custom', step: 6 }] }],
    ['an unknown field', { events: [{ ...pageview, ip: '1.2.3.4' }] }],
    ['more than 20 events', { events: Array.from({ length: 21 }, () => pageview) }],
    ['too many props', { events: [{ ...pageview, props: Object.fromEntries([...'abcdefghi'].map((k) => [k, 1])) }] }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await storedEvents()).toHaveLength(0);
  });

  it('refuses a text/plain body that is not JSON with 400', async () => {
    expect((await send('not json')).statusCode).toBe(400);
  });
});

describe('recording', () => {
  it('answers 202 without a cookie and stores the event without the address or the user agent', async () => {
    const remoteAddress = nextAddress();
    const res = await send(
      {
        events: [
          {
            name: 'pageview',
            path: '/products?email=pat@example.com#top',
            referrer: 'https://www.google.com/search?q=golf+pins',
            utmSource: 'email',
            utmMedium: 'email',
            utmCampaign: 'campaign-7',
          },
        ],
      },
      { remoteAddress },
    );
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await storedEvents();
    expect(row).toMatchObject({
      name: 'pageview',
      path: '/products',
      referrer_host: 'google.com',
      utm_source: 'email',
      utm_medium: 'email',
      utm_campaign: 'campaign-7',
      device: 'desktop',
      country: null,
      step: null,
      test_mode: true,
    });
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id',
        'occurred_at',
        'name',
        'step',
        'path',
        'referrer_host',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'device',
        'country',
        'visitor_hash',
        'test_mode',
        'props',
      ].sort(),
    );
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(remoteAddress);
    expect(stored).not.toContain('Chrome');
    expect(row!.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the text/plain body navigator.sendBeacon sends, and a batch of business events', async () => {
    const body = JSON.stringify({
      events: [
        { name: 'submit_quote_request', path: '/quote' },
        { name: 'quote_request_success', path: '/quote' },
        { name: 'designer_step', path: '/custom', step: 3 },
        { name: 'add_to_cart', path: '/product/1', props: { productId: 1, quantity: 2 } },
      ],
    });
    expect((await send(body, { headers: { 'user-agent': PHONE } })).statusCode).toBe(202);
    const rows = await storedEvents();
    expect(rows.map((row) => [row.name, row.step, row.device])).toEqual([
      ['submit_quote_request', null, 'mobile'],
      ['quote_request_success', null, 'mobile'],
      ['designer_step', 3, 'mobile'],
      ['add_to_cart', null, 'mobile'],
    ]);
    expect(rows[3]!.props).toEqual({ productId: 1, quantity: 2 });
    expect(new Set(rows.map((row) => row.visitor_hash)).size).toBe(1);
  });

  it('keeps our own host out of the referrers and gives two people two hashes', async () => {
    await send({ events: [{ ...pageview, referrer: 'http://shop.test/cart' }] });
    await send({ events: [pageview] });
    const rows = await storedEvents();
    expect(rows.map((row) => row.referrer_host)).toEqual([null, null]);
    expect(rows[0]!.visitor_hash).not.toBe(rows[1]!.visitor_hash);
  });
});

describe('not counted (204, nothing stored, no cookie)', () => {
  it.each([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0 Safari/537.36' }],
    ['no user agent', { 'user-agent': '' }],
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('%s', async (_label, headers) => {
    const res = await send({ events: [pageview] }, { headers });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await storedEvents()).toHaveLength(0);
  });

  it('the admin', async () => {
    const res = await send({ events: [pageview] }, { headers: { cookie: admin } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await storedEvents()).toHaveLength(0);
  });
});

it('rate-limits each address (60 a minute), not the others', async () => {
  const remoteAddress = nextAddress();
  const codes: number[] = [];
  for (let i = 0; i < 61; i++) codes.push((await send({ events: [pageview] }, { remoteAddress })).statusCode);
  expect(codes.slice(0, 60).every((code) => code === 202)).toBe(true);
  expect(codes[60]).toBe(429);
  expect((await send({ events: [pageview] })).statusCode).toBe(202);
  // What is dropped anyway is not counted: a crawler never gets a 429 (nor do the browser tests' headless pages).
  const crawler = { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };
  for (let i = 0; i < 3; i++) {
    expect((await send({ events: [pageview] }, { remoteAddress, headers: crawler })).statusCode).toBe(204);
  }
});

describe('the daily salt', () => {
  it('gives the same person another hash the next day and deletes the older salt', async () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const service = createAnalyticsService({
      db: t.database.db,
      testMode: false,
      publicUrl: 'http://shop.test',
      trustProxy: true,
      now: () => now,
    });
    const source = {
      address: '198.51.100.4',
      headers: { 'user-agent': BROWSER, 'cf-ipcountry': 'ca' },
      isAdmin: false,
    };
    await service.accept([pageview as never], source);
    now = new Date('2026-03-01T23:59:00Z');
    await service.accept([pageview as never], source);
    now = new Date('2026-03-02T00:01:00Z');
    await service.accept([pageview as never], source);
    await service.flush();
    const rows = await queryRows<{ visitor_hash: string; country: string; test_mode: boolean }>(
      t.database.db,
      sql`select visitor_hash, country, test_mode from analytics_events where not test_mode order by id`,
    );
    expect(rows.map((row) => row.country)).toEqual(['CA', 'CA', 'CA']);
    expect(rows[0]!.visitor_hash).toBe(rows[1]!.visitor_hash);
    expect(rows[2]!.visitor_hash).not.toBe(rows[1]!.visitor_hash);
    const salts = await queryRows<{ day: string }>(t.database.db, sql`select day::text as day from analytics_salts`);
    expect(salts.map((salt) => salt.day)).toContain('2026-03-02');
    expect(salts.map((salt) => salt.day)).not.toContain('2026-03-01');
  });
});
