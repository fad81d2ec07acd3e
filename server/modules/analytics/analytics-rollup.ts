/**
 * The daily summary the admin's Analytics reads. Each UTC day, once it is over (an hour's margin for the last
 * batches), becomes rows of analytics_daily: one per event (and designer step) and breakdown, `visitors` counting the
 * day's distinct hashes. A 13-month report then adds up about 400 days of summary rows instead of grouping millions of
 * raw events. Raw events stay 13 months, then go (they are already in the summary).
 *
 * Which days are summed is the table itself: every day up to the newest in analytics_daily is summed, every later day
 * is read raw (`summedThrough`, `rawFrom`). A day is summed in its own transaction, under a transaction-level advisory lock, so
 * two instances never sum a day twice and a first run over a year of events holds no long transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { DIMENSION_VALUES, rawFrom, summedThrough } from './analytics-facts';

/** Any number: the roll-up's transaction-level lock, so two instances never move the same events twice. */
const ROLL_UP_LOCK = 'pinshop:analytics-roll-up';
/** A day is summed this long after it ended: a batch written at 23:59:59 reaches the table within seconds. */
const DAY_CLOSED_AFTER = "interval '1 hour'";

/**
 * Sums every closed day not yet in the summary, a day at a time, and drops raw events older than 13 months.
 * @returns how many raw events were summed
 */
export async function rollUpAnalytics(db: Database, at: Date): Promise<number> {
  let summed = 0;
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtextextended(${ROLL_UP_LOCK}, 0)) as locked`,
      );
      if (!lock?.locked) return null;
      const through = await summedThrough(tx);
      // min(occurred_at) between constant bounds: the first event is read from the index, not from every row.
      const [next] = await queryRows<{ day: string | null }>(
        tx,
        sql`select to_char((min(occurred_at) at time zone 'UTC')::date, 'YYYY-MM-DD') as day
          from analytics_events
          where occurred_at >= ${rawFrom(through)}
            and occurred_at < (((${at.toISOString()}::timestamptz - ${sql.raw(DAY_CLOSED_AFTER)}) at time zone 'UTC')::date
              ::timestamp at time zone 'UTC')`,
      );
      if (!next?.day) return null;
      const [row] = await queryRows<{ count: number }>(
        tx,
        sql`with day_events as (
            select * from analytics_events
            where occurred_at >= (${next.day}::date::timestamp at time zone 'UTC')
              and occurred_at < ((${next.day}::date + 1)::timestamp at time zone 'UTC')
          ),
          facts as (
            select e.name, coalesce(e.step, 0) as step, e.test_mode, e.visitor_hash, d.dimension, d.value
            from day_events e, ${DIMENSION_VALUES}
            where d.value is not null
          ),
          inserted as (
            insert into analytics_daily (day, name, step, dimension, value, test_mode, events, visitors)
            select ${next.day}::date, name, step, dimension, value, test_mode, count(*), count(distinct visitor_hash)
            from facts group by name, step, dimension, value, test_mode
            on conflict (day, name, step, dimension, value, test_mode) do update
              set events = analytics_daily.events + excluded.events,
                visitors = analytics_daily.visitors + excluded.visitors
            returning 1
          )
          select (select count(*) from day_events)::int as count, (select count(*) from inserted)::int as rows`,
      );
      return row?.count ?? 0;
    });
    if (result === null) break;
    summed += result;
  }
  const through = await summedThrough(db);
  if (through !== null) {
    await db.execute(sql`delete from analytics_events
      where occurred_at < date_trunc('day', (${at.toISOString()}::timestamptz at time zone 'UTC') - interval '13 months')
          at time zone 'UTC'
        and occurred_at < ${rawFrom(through)}`);
  }
  return summed;
}
