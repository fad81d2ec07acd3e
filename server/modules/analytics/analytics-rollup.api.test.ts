/**
 * The daily roll-up: every day that is over is summed into analytics_daily once, the report reads the sum for those
 * days and the raw events only after them, so the admin's numbers are the same before and after; raw events stay
 * until they are 13 months old.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsReportSchema, type AnalyticsReport } from '../../../core/schemas/analytics';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { queryRows } from '../../db/client';

const DAY = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.services.analytics.flush();
  await t.database.db.execute(sql`truncate analytics_events, analytics_daily`);
});

async function reportOf(from: string, to: string): Promise<AnalyticsReport> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics?from=${from}&to=${to}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return analyticsReportSchema.parse(res.json());
}

/** `count` page views of `visitors` visitors at noon UTC `daysAgo` days back (test mode, as this shop runs). */
async function pageviews(daysAgo: number, count: number, visitors: number, path = '/') {
  await t.database.db.execute(sql`insert into analytics_events
      (occurred_at, name, path, referrer_host, device, country, visitor_hash, test_mode)
    select (${dayOf(daysAgo)}::date + time '12:00') at time zone 'UTC' + make_interval(secs => n), 'pageview',
      ${path}, case when n % 2 = 0 then 'google.com' end, 'desktop', 'US', 'v' || (n % ${visitors}), true
    from generate_series(1, ${count}) as n`);
}

const rawCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from analytics_events`))[0]!.n;

describe('the daily roll-up', () => {
  it('sums each day that is over once, and every number of the report stays the same', async () => {
    await pageviews(30, 12, 5, '/shop');
    await pageviews(5, 7, 3);
    await pageviews(2, 4, 4, '/product/1');
    await pageviews(0, 3, 2);
    const before = await reportOf(dayOf(40), dayOf(0));
    expect(before.totals).toEqual({ pageviews: 26, visitors: 5 + 3 + 4 + 2 });

    expect(await t.app.services.analytics.rollUp()).toBe(23);
    expect(await t.app.services.analytics.rollUp()).toBe(0);
    const summed = await queryRows<{ day: string; events: number; visitors: number }>(
      t.database.db,
      sql`select day::text as day, events, visitors from analytics_daily
        where dimension = 'total' and name = 'pageview' order by day`,
    );
    expect(summed).toEqual([
      { day: dayOf(30), events: 12, visitors: 5 },
      { day: dayOf(5), events: 7, visitors: 3 },
      { day: dayOf(2), events: 4, visitors: 4 },
    ]);
    // Within 13 months the raw events stay.
    expect(await rawCount()).toBe(26);
    expect(await reportOf(dayOf(40), dayOf(0))).toEqual(before);
    expect(await reportOf(dayOf(5), dayOf(2))).toMatchObject({ totals: { pageviews: 11, visitors: 7 } });
  });

  it('reads events of today raw, and sums them once the day is over', async () => {
    await pageviews(0, 5, 5);
    expect(await t.app.services.analytics.rollUp()).toBe(0);
    expect((await reportOf(dayOf(1), dayOf(0))).totals).toEqual({ pageviews: 5, visitors: 5 });
    // The next day, past the hour's margin: today's events are summed, and the report says the same.
    expect(await t.app.services.analytics.rollUp(new Date(Date.now() + DAY + 2 * 3_600_000))).toBe(5);
    expect((await reportOf(dayOf(1), dayOf(0))).totals).toEqual({ pageviews: 5, visitors: 5 });
  });

  it('drops raw events once they are 13 months old, keeping their sums', async () => {
    await pageviews(420, 6, 2);
    await pageviews(3, 2, 2);
    expect(await t.app.services.analytics.rollUp()).toBe(8);
    expect(await rawCount()).toBe(2);
    expect((await reportOf(dayOf(399), dayOf(0))).totals).toEqual({ pageviews: 2, visitors: 2 });
    const [old] = await queryRows<{ events: number }>(
      t.database.db,
      sql`select events from analytics_daily where day = ${dayOf(420)}::date and dimension = 'total'`,
    );
    expect(old?.events).toBe(6);
  });
});
