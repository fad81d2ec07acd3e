/**
 * The admin's Analytics panel, every number made by PostgreSQL. Browser events come from the raw table
 * for days not yet rolled up and from analytics_daily for older ones, grouped the same way, so a roll-up changes
 * no number. A visitor is a daily hash, so "visitors" over a period is the sum of each day's visitors.
 * Payment steps are read from the owning modules' tables (payments, proofs): they count orders, not visitors,
 * because nothing links a payment to a browser (no cookie, by design).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsQuery, AnalyticsReport } from '../../../core/schemas/analytics';
import { EXIT_INTENT_SOURCE } from '../../../core/schemas/marketing';
import { CAMPAIGN_UTM_PREFIX, EMAIL_UTM } from '../../../core/utm';
import { queryRows, type Database } from '../../db/client';

const LISTED = 10;
const LISTED_CAMPAIGNS = 20;

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

type Funnel = AnalyticsReport['designerFunnel'];

export function createAnalyticsReport({ db, testMode }: { db: Database; testMode: boolean }) {
  return async function report({ from, to }: AnalyticsQuery): Promise<AnalyticsReport> {
    const start = sql`(${from}::date::timestamp at time zone 'UTC')`;
    const end = sql`((${to}::date + 1)::timestamp at time zone 'UTC')`;
    const inPeriod = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
    const facts = sql`facts as (
        select (e.occurred_at at time zone 'UTC')::date as day, e.name, coalesce(e.step, 0)::int as step,
          d.dimension, d.value, count(*)::int as events, count(distinct e.visitor_hash)::int as visitors
        from analytics_events e, ${DIMENSION_VALUES}
        where ${inPeriod(sql`e.occurred_at`)} and e.test_mode = ${testMode}::boolean and d.value is not null
        group by 1, 2, 3, 4, 5
        union all
        select day, name, step::int, dimension, value, events, visitors from analytics_daily
        where day between ${from}::date and ${to}::date and test_mode = ${testMode}::boolean
      )`;
    const rows = <T>(query: SQL) => queryRows<T>(db, sql`with ${facts} ${query}`);
    const visitorsOf = (name: string, step = 0) =>
      sql`(select coalesce(sum(visitors), 0) from facts where name = ${name} and step = ${step}::int and dimension = 'total')`;
    const paid = (purpose: string) =>
      sql`(select count(*) from payments where purpose = ${purpose} and test_mode = ${testMode}::boolean
        and ${inPeriod(sql`captured_at`)})`;
    /** Each step's count and its rate from the step before (null for the first, or after a zero). */
    const funnel = (steps: Array<[string, SQL, Funnel[number]['counts']]>) =>
      rows<Omit<Funnel[number], 'counts'>>(sql`select label, count,
          case when lag(count) over (order by n) > 0
            then round(count::numeric / lag(count) over (order by n), 4)::float8 end as rate
        from (values ${sql.join(
          steps.map(([label, count], index) => sql`(${index}::int, ${label}::text, ${count}::int)`),
          sql`, `,
        )}) as s(n, label, count)
        order by n`).then((found) => found.map((step, index) => ({ ...step, counts: steps[index]![2] })));
    const breakdown = (dimension: string) => sql`select value, coalesce(sum(visitors), 0)::int as visitors,
        coalesce(sum(events), 0)::int as pageviews
      from facts where name = 'pageview' and dimension = ${dimension}
      group by value order by pageviews desc, visitors desc, value limit ${LISTED}`;
    const usedCode = (table: string, campaignId: SQL) => sql`(select count(*) from ${sql.raw(table)} o
      where o.test_mode = ${testMode}::boolean and ${inPeriod(sql`o.created_at`)} and o.discount_code is not null
        and lower(o.discount_code) in (
          select lower(r.discount_code) from email_campaigns r
          where r.campaign_id = ${campaignId} and r.discount_code is not null))`;

    const [
      [totals],
      days,
      topPages,
      referrers,
      utmCampaigns,
      emailCampaigns,
      events,
      signups,
      designerFunnel,
      cartFunnel,
      [dropped],
    ] = await Promise.all([
      rows<AnalyticsReport['totals']>(sql`select coalesce(sum(visitors), 0)::int as visitors,
            coalesce(sum(events), 0)::int as pageviews
          from facts where name = 'pageview' and dimension = 'total'`),
      rows<AnalyticsReport['days'][number]>(sql`select to_char(g.day, 'YYYY-MM-DD') as day,
            coalesce(sum(f.visitors), 0)::int as visitors, coalesce(sum(f.events), 0)::int as pageviews
          from generate_series(${from}::date, ${to}::date, interval '1 day') as g(day)
          left join facts f on f.day = g.day::date and f.name = 'pageview' and f.dimension = 'total'
          group by g.day order by g.day`),
      rows<{ value: string; visitors: number; pageviews: number }>(breakdown('path')),
      rows<{ value: string; visitors: number; pageviews: number }>(breakdown('referrer')),
      rows<AnalyticsReport['utmCampaigns'][number]>(sql`select split_part(value, '|', 1) as source,
            split_part(value, '|', 2) as medium, split_part(value, '|', 3) as campaign,
            sum(visitors)::int as visitors
          from facts where name = 'pageview' and dimension = 'campaign'
          group by value order by visitors desc, value limit ${LISTED}`),
      rows<AnalyticsReport['emailCampaigns'][number]>(sql`select c.id, c.subject,
            (select count(*) from email_campaigns r where r.campaign_id = c.id and r.status = 'queued')::int as sent,
            (select coalesce(sum(visitors), 0) from facts where name = 'pageview' and dimension = 'campaign'
              and split_part(value, '|', 2) = ${EMAIL_UTM.medium}
              and split_part(value, '|', 3) = ${CAMPAIGN_UTM_PREFIX} || c.id)::int as clicked,
            (${usedCode('orders', sql`c.id`)} + ${usedCode('custom_orders', sql`c.id`)})::int as ordered
          from campaigns c where not c.is_test and c.created_at < ${end}
          order by c.created_at desc, c.id desc limit ${LISTED_CAMPAIGNS}`),
      rows<AnalyticsReport['events'][number]>(sql`select
            case when step > 0 then name || ' ' || step else name end as name,
            sum(visitors)::int as visitors, sum(events)::int as events
          from facts where dimension = 'total' group by name, step order by name, step`),
      queryRows<AnalyticsReport['signups']>(
        db,
        sql`select count(*) filter (where source <> ${EXIT_INTENT_SOURCE})::int as newsletter,
              count(*) filter (where source = ${EXIT_INTENT_SOURCE})::int as "freePin"
            from newsletter_signups where ${inPeriod(sql`created_at`)}`,
      ),
      funnel([
        ['Visits', visitorsOf('pageview'), 'visitors'],
        ['Designer step 1', visitorsOf('designer_step', 1), 'visitors'],
        ['Designer step 5', visitorsOf('designer_step', 5), 'visitors'],
        ['Deposit paid', paid('deposit'), 'payments'],
        [
          'Proof approved',
          sql`(select count(distinct p.custom_order_id) from custom_order_proofs p
              join custom_orders o on o.id = p.custom_order_id
              where o.test_mode = ${testMode}::boolean and ${inPeriod(sql`p.approved_at`)})`,
          'orders',
        ],
        ['Balance paid', paid('balance'), 'payments'],
      ]),
      funnel([
        ['Visits', visitorsOf('pageview'), 'visitors'],
        ['Added to cart', visitorsOf('add_to_cart'), 'visitors'],
        ['Checkout started', visitorsOf('begin_checkout'), 'visitors'],
        ['Paid', paid('cart'), 'payments'],
      ]),
      queryRows<{ events: number }>(
        db,
        sql`select coalesce(sum(events), 0)::int as events from analytics_dropped
          where day between ${from}::date and ${to}::date and test_mode = ${testMode}::boolean`,
      ),
    ]);
    return {
      from,
      to,
      testMode,
      totals: totals ?? { visitors: 0, pageviews: 0 },
      dropped: dropped?.events ?? 0,
      days,
      topPages: topPages.map(({ value, ...counts }) => ({ path: value, ...counts })),
      referrers: referrers.map(({ value, ...counts }) => ({ host: value, ...counts })),
      utmCampaigns,
      emailCampaigns,
      events,
      signups: signups[0] ?? { newsletter: 0, freePin: 0 },
      designerFunnel,
      cartFunnel,
    };
  };
}
