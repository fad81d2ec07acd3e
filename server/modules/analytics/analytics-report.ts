/**
 * The admin's Analytics panel, every number made by PostgreSQL. Browser events come from analytics_daily for the
 * days already summed (every day before today once the roll-up has run, analytics-rollup.ts) and from the raw table
 * for the days after, grouped the same way, so a roll-up changes no number. A visitor is a daily hash, so "visitors"
 * over a period is the sum of each day's visitors. Payment steps are read from the owning modules' tables (payments,
 * proofs): they count orders, not visitors, because nothing links a payment to a browser (no cookie, by design).
 *
 * The panel is one statement: the period's facts are gathered once (a CTE read by several parts is materialised) and
 * every list is read from them as JSON, so 13 months cost one pass over ~400 days of summary rows, not one per list.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsQuery, AnalyticsReport } from '../../../core/schemas/analytics';
import { EXIT_INTENT_SOURCE } from '../../../core/schemas/marketing';
import { CAMPAIGN_UTM_PREFIX, EMAIL_UTM } from '../../../core/utm';
import { queryRows, type Database } from '../../db/client';
import { DIMENSION_VALUES, rawFrom, summedThrough } from './analytics-facts';

const LISTED = 10;
const LISTED_CAMPAIGNS = 20;

type Funnel = AnalyticsReport['designerFunnel'];
type FunnelSteps = Array<[string, SQL, Funnel[number]['counts']]>;
type Row = Record<string, unknown>;

export function createAnalyticsReport({ db, testMode }: { db: Database; testMode: boolean }) {
  return async function report({ from, to }: AnalyticsQuery): Promise<AnalyticsReport> {
    const start = sql`(${from}::date::timestamp at time zone 'UTC')`;
    const end = sql`((${to}::date + 1)::timestamp at time zone 'UTC')`;
    const inPeriod = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
    const through = await summedThrough(db);
    // Per day (the chart), then without the day (every other list): sums of sums, since visitors add up by day.
    const facts = sql`facts as (
        select (e.occurred_at at time zone 'UTC')::date as day, e.name, coalesce(e.step, 0)::int as step,
          d.dimension, d.value, count(*)::int as events, count(distinct e.visitor_hash)::int as visitors
        from analytics_events e, ${DIMENSION_VALUES}
        where ${inPeriod(sql`e.occurred_at`)} and e.test_mode = ${testMode}::boolean and d.value is not null
          and e.occurred_at >= ${rawFrom(through)}
        group by 1, 2, 3, 4, 5
        union all
        select day, name, step::int, dimension, value, events, visitors from analytics_daily
        where day between ${from}::date and ${to}::date and test_mode = ${testMode}::boolean
      ),
      grouped as (
        select name, step, dimension, value, sum(events)::bigint as events, sum(visitors)::bigint as visitors
        from facts group by name, step, dimension, value
      )`;
    const visitorsOf = (name: string, step = 0) =>
      sql`(select coalesce(sum(visitors), 0) from grouped where name = ${name} and step = ${step}::int and dimension = 'total')`;
    const paid = (purpose: string) =>
      sql`(select count(*) from payments where purpose = ${purpose} and test_mode = ${testMode}::boolean
        and ${inPeriod(sql`captured_at`)})`;
    /** Each step's count and its rate from the step before (null for the first, or after a zero). */
    const funnel = (steps: FunnelSteps) => sql`select label, count,
          case when lag(count) over (order by n) > 0
            then round(count::numeric / lag(count) over (order by n), 4)::float8 end as rate
        from (values ${sql.join(
          steps.map(([label, count], index) => sql`(${index}::int, ${label}::text, ${count}::int)`),
          sql`, `,
        )}) as s(n, label, count)
        order by n`;
    const breakdown = (dimension: string) => sql`select value, coalesce(sum(visitors), 0)::int as visitors,
        coalesce(sum(events), 0)::int as pageviews
      from grouped where name = 'pageview' and dimension = ${dimension}
      group by value order by pageviews desc, visitors desc, value limit ${LISTED}`;
    const usedCode = (table: string, campaignId: SQL) => sql`(select count(*) from ${sql.raw(table)} o
      where o.test_mode = ${testMode}::boolean and ${inPeriod(sql`o.created_at`)} and o.discount_code is not null
        and lower(o.discount_code) in (
          select lower(r.discount_code) from email_campaigns r
          where r.campaign_id = ${campaignId} and r.discount_code is not null))`;

    const designerSteps: FunnelSteps = [
      ['Visits', visitorsOf('pageview'), 'visitors'],
      ['Designer step 1', visitorsOf('designer_step', 1), 'visitors'],
      ['Designer step 5', visitorsOf('designer_step', 5), 'visitors'],
      ['Deposit paid', paid('deposit'), 'payments'],
      [
        'Proof approved',
        // An order is approved when every design is (decision 046): counted once, when its last design got its
        // first approval (a reopened design approved again does not count the order a second time).
        sql`(select count(*) from (
            select max(p.first_approved_at) as approved_at from (
              select custom_order_id, design, min(approved_at) as first_approved_at from custom_order_proofs
              where approved_at is not null group by custom_order_id, design) p
            join custom_orders o on o.id = p.custom_order_id
            where o.test_mode = ${testMode}::boolean
            group by o.id
            having count(*) = greatest(
              case jsonb_typeof(o.pin_designs) when 'array' then jsonb_array_length(o.pin_designs) else 0 end, 1)) a
          where ${inPeriod(sql`a.approved_at`)})`,
        'orders',
      ],
      ['Balance paid', paid('balance'), 'payments'],
    ];
    const cartSteps: FunnelSteps = [
      ['Visits', visitorsOf('pageview'), 'visitors'],
      ['Added to cart', visitorsOf('add_to_cart'), 'visitors'],
      ['Checkout started', visitorsOf('begin_checkout'), 'visitors'],
      ['Paid', paid('cart'), 'payments'],
    ];
    const lists = {
      totals: sql`select coalesce(sum(visitors), 0)::int as visitors, coalesce(sum(events), 0)::int as pageviews
        from grouped where name = 'pageview' and dimension = 'total'`,
      days: sql`select to_char(g.day, 'YYYY-MM-DD') as day,
          coalesce(sum(f.visitors), 0)::int as visitors, coalesce(sum(f.events), 0)::int as pageviews
        from generate_series(${from}::date, ${to}::date, interval '1 day') as g(day)
        left join facts f on f.day = g.day::date and f.name = 'pageview' and f.dimension = 'total'
        group by g.day order by g.day`,
      topPages: breakdown('path'),
      referrers: breakdown('referrer'),
      utmCampaigns: sql`select split_part(value, '|', 1) as source,
          split_part(value, '|', 2) as medium, split_part(value, '|', 3) as campaign, sum(visitors)::int as visitors
        from grouped where name = 'pageview' and dimension = 'campaign'
        group by value order by visitors desc, value limit ${LISTED}`,
      emailCampaigns: sql`select c.id, c.subject,
          (select count(*) from email_campaigns r where r.campaign_id = c.id and r.status = 'queued')::int as sent,
          (select coalesce(sum(visitors), 0) from grouped where name = 'pageview' and dimension = 'campaign'
            and split_part(value, '|', 2) = ${EMAIL_UTM.medium}
            and split_part(value, '|', 3) = ${CAMPAIGN_UTM_PREFIX} || c.id)::int as clicked,
          (${usedCode('orders', sql`c.id`)} + ${usedCode('custom_orders', sql`c.id`)})::int as ordered
        from campaigns c where not c.is_test and c.created_at < ${end}
        order by c.created_at desc, c.id desc limit ${LISTED_CAMPAIGNS}`,
      events: sql`select case when step > 0 then name || ' ' || step else name end as name,
          sum(visitors)::int as visitors, sum(events)::int as events
        from grouped where dimension = 'total' group by name, step order by name, step`,
      designerFunnel: funnel(designerSteps),
      cartFunnel: funnel(cartSteps),
    };
    // Each list as a JSON array, in the order its own query sorts it (json_agg over a sorted subquery).
    const [panel] = await queryRows<Record<keyof typeof lists, Row[]>>(
      db,
      sql`with ${facts} select ${sql.join(
        Object.entries(lists).map(
          ([key, query]) => sql`(select coalesce(json_agg(x), '[]'::json) from (${query}) x) as ${sql.identifier(key)}`,
        ),
        sql`, `,
      )}`,
    );
    const [[signups], [dropped]] = await Promise.all([
      queryRows<AnalyticsReport['signups']>(
        db,
        sql`select count(*) filter (where source <> ${EXIT_INTENT_SOURCE})::int as newsletter,
              count(*) filter (where source = ${EXIT_INTENT_SOURCE})::int as "freePin"
            from newsletter_signups where ${inPeriod(sql`created_at`)}`,
      ),
      queryRows<{ events: number }>(
        db,
        sql`select coalesce(sum(events), 0)::int as events from analytics_dropped
          where day between ${from}::date and ${to}::date and test_mode = ${testMode}::boolean`,
      ),
    ]);
    const list = <T>(key: keyof typeof lists) => (panel?.[key] ?? []) as T[];
    const withCounts = (found: Row[], steps: FunnelSteps) =>
      found.map((step, index) => ({ ...step, counts: steps[index]![2] }) as Funnel[number]);
    return {
      from,
      to,
      testMode,
      totals: list<AnalyticsReport['totals']>('totals')[0] ?? { visitors: 0, pageviews: 0 },
      dropped: dropped?.events ?? 0,
      days: list('days'),
      topPages: list<{ value: string; visitors: number; pageviews: number }>('topPages').map(
        ({ value, ...counts }) => ({ path: value, ...counts }),
      ),
      referrers: list<{ value: string; visitors: number; pageviews: number }>('referrers').map(
        ({ value, ...counts }) => ({ host: value, ...counts }),
      ),
      utmCampaigns: list('utmCampaigns'),
      emailCampaigns: list('emailCampaigns'),
      events: list('events'),
      signups: signups ?? { newsletter: 0, freePin: 0 },
      designerFunnel: withCounts(list('designerFunnel'), designerSteps),
      cartFunnel: withCounts(list('cartFunnel'), cartSteps),
    };
  };
}
