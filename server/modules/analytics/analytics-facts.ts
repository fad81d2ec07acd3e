/**
 * What the analytics report and the daily roll-up count the same way: the breakdowns of an event, and which days are
 * already summed into analytics_daily.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** One row per event and breakdown (`dimension`, `value`); a null value (no referrer, no country) is left out. */
export const DIMENSION_VALUES = sql`lateral (values
  ('total', ''),
  ('path', e.path),
  ('referrer', e.referrer_host),
  ('campaign', case when coalesce(e.utm_source, e.utm_medium, e.utm_campaign) is not null
    then concat_ws('|', coalesce(e.utm_source, ''), coalesce(e.utm_medium, ''), coalesce(e.utm_campaign, '')) end),
  ('device', e.device),
  ('country', e.country)
) as d(dimension, value)`;

/**
 * The newest day already in the summary (every day up to it is summed, every later day is read raw), or null when
 * nothing is. Read on its own first: a range with constant bounds is what lets PostgreSQL read events from the index.
 */
export async function summedThrough(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select to_char(max(day), 'YYYY-MM-DD') as day from analytics_daily`,
  );
  return row?.day ?? null;
}

/** The first moment read raw: the day after `through` (UTC), or the beginning of time. */
export const rawFrom = (through: string | null) =>
  through === null ? sql`'-infinity'::timestamptz` : sql`((${through}::date + 1)::timestamp at time zone 'UTC')`;
