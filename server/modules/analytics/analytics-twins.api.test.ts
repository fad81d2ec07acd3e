/**
 * Analytics on two app instances sharing one PostgreSQL: both roll up at once and every old event is
 * moved exactly once (the transaction-level advisory lock), and both hash a visitor with the same day's salt.
 * PostgreSQL only (CI runs the API tests on it too); PGlite is one process's database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwinApps } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { queryRows } from '../../db/client';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const DAY = 86_400_000;

describe.skipIf(!onPostgresServer())('analytics on two instances', () => {
  let twins: Awaited<ReturnType<typeof buildTwinApps>>;

  beforeAll(async () => {
    twins = await buildTwinApps({ LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    await twins?.close();
  });

  it('moves every old event once when both instances roll up at the same moment', async () => {
    const db = twins.database.db;
    const old = new Date(Date.now() - 420 * DAY);
    await db.execute(sql`insert into analytics_events (occurred_at, name, path, device, visitor_hash, test_mode)
      select ${old}::timestamptz + make_interval(mins => n), 'pageview', '/p' || (n % 3), 'desktop', 'v' || (n % 7), true
      from generate_series(1, 200) as n`);
    const [first, second] = twins.apps;
    const moved = await Promise.all([first.services.analytics.rollUp(), second.services.analytics.rollUp()]);
    expect(moved[0] + moved[1] + (await first.services.analytics.rollUp())).toBe(200);
    const [totals] = await queryRows<{ events: number; left: number }>(
      db,
      sql`select (select coalesce(sum(events), 0)::int from analytics_daily where dimension = 'total') as events,
        (select count(*)::int from analytics_events where occurred_at < now() - interval '13 months') as left`,
    );
    expect(totals).toEqual({ events: 200, left: 0 });
  });

  it('gives a visitor the same hash on either instance (one salt per day, shared)', async () => {
    for (const app of twins.apps) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        remoteAddress: '192.0.2.50',
        headers: { 'user-agent': BROWSER },
        payload: { events: [{ name: 'pageview', path: '/twins' }] },
      });
      expect(res.statusCode).toBe(202);
      await app.services.analytics.flush();
    }
    const hashes = await queryRows<{ visitor_hash: string }>(
      twins.database.db,
      sql`select visitor_hash from analytics_events where path = '/twins'`,
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[0]!.visitor_hash).toBe(hashes[1]!.visitor_hash);
  });
});
