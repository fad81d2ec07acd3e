/**
 * GET /api/admin/orders on 10,000 orders of both kinds: newest first across the two tables, pages walked by cursor
 * without gaps or repeats (instants shared within and across kinds, to the microsecond), search, filters, total.
 * The expected order is computed here from plain rows, not by the code under test.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SEARCH_COUNT_CAP, type AdminOrderPage } from '../../../core/schemas/admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { queryRows } from '../../db/client';

let t: TestApp;
let admin = '';

interface Row {
  kind: 'custom' | 'regular';
  id: number;
  at: string;
  name: string;
  email: string;
  status: string;
}
let live: Row[] = [];

/** Newest first; within one instant custom before regular; then the higher id first. */
function newestFirst(a: Row, b: Row): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  return b.id - a.id;
}

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
  const db = t.database.db;
  // Two regular orders a minute, one custom order a minute, on the same instants (with microseconds).
  await db.execute(sql`insert into orders (customer_name, customer_email, total_amount_cents, items, status, created_at)
    select 'Customer ' || g, 'c' || g || '@club' || (g % 10) || '.example', 1000 + g, '[]'::jsonb,
      (array['pending', 'processing', 'shipped', 'delivered'])[g % 4 + 1],
      timestamptz '2025-03-03 12:00:00.000123+00' - (g / 2) * interval '1 minute'
    from generate_series(1, 6000) as g`);
  await db.execute(sql`insert into custom_orders (quantity, price_per_pin_cents, total_price_cents,
      deposit_amount_cents, remaining_balance_cents, customer_name, customer_email, status, created_at)
    select 100, 500, 50000, 5000, 45000, 'Customer ' || g, 'k' || g || '@club' || (g % 10) || '.example',
      (array['deposit_paid', 'mockup_sent', 'approved', 'in_production', 'shipped'])[g % 5 + 1],
      timestamptz '2025-03-03 12:00:00.000123+00' - (g / 2) * interval '2 minutes'
    from generate_series(1, 4000) as g`);
  await db.execute(sql`insert into custom_orders (quantity, price_per_pin_cents, total_price_cents,
      deposit_amount_cents, remaining_balance_cents, customer_name, customer_email)
    values (10, 500, 5000, 500, 4500, 'Ann 100% Golf', 'ann@pct.example'),
      (10, 500, 5000, 500, 4500, 'Ann 100X Golf', 'ann@x.example'),
      (10, 500, 5000, 500, 4500, 'Bo_b Links', 'bob@links.example'),
      (10, 500, 5000, 500, 4500, 'Jim Bobson', 'jimbob@links.example')`);
  // Deleted orders are kept but never listed.
  await db.execute(sql`update orders set archived_at = now() where id % 50 = 0`);
  await db.execute(sql`update custom_orders set archived_at = now() where id % 40 = 0`);
  const side = (kind: string, table: string) =>
    sql.raw(`select '${kind}' as kind, id, customer_name as name, customer_email as email, status,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at
      from ${table} where archived_at is null`);
  live = [
    ...(await queryRows<Row>(db, side('custom', 'custom_orders'))),
    ...(await queryRows<Row>(db, side('regular', 'orders'))),
  ].sort(newestFirst);
}, 120_000);
afterAll(() => t.close());

async function page(query: string, cookie = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: { cookie } });
}

async function ok(query: string): Promise<AdminOrderPage> {
  const res = await page(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderPage>();
}

const keys = (result: AdminOrderPage) => result.orders.map(({ kind, order }) => `${kind}:${order.id}`);
const expected = (rows: Row[]) => rows.map((row) => `${row.kind}:${row.id}`);

/** Every page of a query, following nextCursor to the end. */
async function walk(query: string, maxPages = 1000): Promise<{ seen: string[]; pages: number; total: number }> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = 0;
  do {
    const result = await ok(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...keys(result));
    total = result.total;
    cursor = result.nextCursor;
    pages += 1;
  } while (cursor && pages < maxPages);
  return { seen, pages, total };
}

describe('the admin order history', () => {
  it('shows the newest 20 first, of both kinds, with the total of live orders', async () => {
    expect(live.length).toBeGreaterThan(9_500);
    const first = await ok('');
    expect(keys(first)).toEqual(expected(live.slice(0, 20)));
    expect(first.total).toBe(live.length);
    expect(first.nextCursor).toEqual(expect.any(String));
    const custom = first.orders.find((entry) => entry.kind === 'custom');
    expect(custom?.order).toHaveProperty('quoteRequestId');
    expect(custom?.order).toHaveProperty('customerPhone');
  });

  it('walks pages by cursor with no gap and no repeat, across instants shared by both kinds', async () => {
    const { seen, pages } = await walk('?limit=100', 6);
    expect(pages).toBe(6);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected(live.slice(0, 600)));
  });

  it('walks a filtered list to its end: the last page has no next cursor', async () => {
    const rows = live.filter((row) => row.kind === 'custom' && row.status === 'mockup_sent');
    const { seen, total } = await walk('?kind=custom&status=mockup_sent&limit=100');
    expect(total).toBe(rows.length);
    expect(seen).toEqual(expected(rows));
  });

  it('finds an order by its number, with or without #, among both kinds', async () => {
    for (const q of ['12', '%2312', ' #12 ']) {
      const found = await ok(`?q=${encodeURIComponent(decodeURIComponent(q))}`);
      expect(keys(found).sort()).toEqual(['custom:12', 'regular:12']);
      expect(found.total).toBe(2);
    }
    expect((await ok('?q=99999999999')).total).toBe(0);
  });

  it('finds an order by its order number (C-1012, w1012, #W-1012): that kind only', async () => {
    for (const [q, key] of [
      ['C-1012', 'regular:12'],
      ['c1012', 'regular:12'],
      ['#W-1012', 'custom:12'],
      [' w 1012 ', 'custom:12'],
    ] as const) {
      const found = await ok(`?q=${encodeURIComponent(q)}`);
      expect(keys(found)).toEqual([key]);
    }
  });

  it('finds by part of the name or e-mail, whatever the case', async () => {
    const byName = live.filter((row) => row.name.toLowerCase().includes('customer 123'));
    const named = await walk(`?q=${encodeURIComponent('CUSTOMER 123')}&limit=100`);
    expect(named.seen).toEqual(expected(byName));
    const byEmail = live.filter((row) => row.email.includes('@club7.example') && row.kind === 'regular');
    const mailed = await walk(`?q=${encodeURIComponent('@Club7.EXAMPLE')}&kind=regular&limit=100`);
    expect(mailed.total).toBe(byEmail.length);
    expect(mailed.seen).toEqual(expected(byEmail));
  });

  it('finds by a whole e-mail address, whatever the case: that address only, not one that ends with it', async () => {
    const bob = await ok(`?q=${encodeURIComponent(' BOB@Links.Example ')}`);
    expect(bob.orders.map(({ order }) => order.customerEmail)).toEqual(['bob@links.example']);
    expect(bob.total).toBe(1);
    expect(keys(await ok(`?q=${encodeURIComponent('c12@club2.example')}`))).toEqual(['regular:12']);
    // Part of an address is still searched for.
    const part = await ok(`?q=${encodeURIComponent('bob@links')}`);
    expect(part.orders.map(({ order }) => order.customerEmail).sort()).toEqual([
      'bob@links.example',
      'jimbob@links.example',
    ]);
  });

  it('counts a search up to 1,000 and says there are more, while the pages still reach every match', async () => {
    const matching = live.filter((row) => row.name.toLowerCase().includes('customer 1'));
    expect(matching.length).toBeGreaterThan(ORDER_SEARCH_COUNT_CAP);
    const found = await walk(`?q=${encodeURIComponent('Customer 1')}&limit=100`);
    expect(found.total).toBe(ORDER_SEARCH_COUNT_CAP);
    expect((await ok(`?q=${encodeURIComponent('Customer 1')}`)).totalCapped).toBe(true);
    expect(found.seen).toEqual(expected(matching));
    // Under the cap, or with no text to search, the count is exact.
    expect((await ok(`?q=${encodeURIComponent('Customer 12')}`)).totalCapped).toBe(false);
    expect((await ok('')).total).toBe(live.length);
  });

  it('matches % and _ literally', async () => {
    const percent = await ok(`?q=${encodeURIComponent('100%')}`);
    expect(percent.orders.map(({ order }) => order.customerName)).toEqual(['Ann 100% Golf']);
    const underscore = await ok(`?q=${encodeURIComponent('o_b')}`);
    expect(underscore.orders.map(({ order }) => order.customerName)).toEqual(['Bo_b Links']);
  });

  it('filters by kind, status and UTC days (inclusive)', async () => {
    const regular = await ok('?kind=regular&limit=5');
    expect(regular.orders.every((entry) => entry.kind === 'regular')).toBe(true);
    expect(regular.total).toBe(live.filter((row) => row.kind === 'regular').length);

    const shipped = await ok('?status=shipped&limit=100');
    expect(shipped.total).toBe(live.filter((row) => row.status === 'shipped').length);
    expect(shipped.orders.every((entry) => entry.order.status === 'shipped')).toBe(true);

    const oneDay = live.filter((row) => row.at.startsWith('2025-03-02'));
    const day = await walk('?from=2025-03-02&to=2025-03-02&limit=100');
    expect(day.total).toBe(oneDay.length);
    expect(day.seen).toEqual(expected(oneDay));
    const since = await ok('?from=2025-03-03&kind=custom');
    expect(since.total).toBe(live.filter((row) => row.at >= '2025-03-03' && row.kind === 'custom').length);
  });

  it('refuses a bad cursor, date or limit with 400, and anyone but the admin', async () => {
    for (const query of [
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from('{"at":"x","kind":"custom","id":1}').toString('base64url')}`,
      '?from=2025-02-30',
      '?to=yesterday',
      '?limit=101',
      '?kind=both',
    ]) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await page('?cursor=x')).json()).toEqual({ message: 'Invalid cursor' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });

  it('reads each side through its partial index', async () => {
    for (const [table, index] of [
      ['orders', 'orders_live_created_at_id_idx'],
      ['custom_orders', 'custom_orders_live_created_at_id_idx'],
    ]) {
      const plan = await queryRows<Record<string, string>>(
        t.database.db,
        sql.raw(`explain select id from ${table} where archived_at is null
          and (created_at, id) < (timestamptz '2025-03-02 12:00:00+00', 100) order by created_at desc, id desc limit 21`),
      );
      expect(JSON.stringify(plan), table).toContain(index);
    }
  });
});
