/**
 * The admin dashboard's numbers: read-only, across the modules' tables (reads for display are
 * allowed, docs/architecture.md), every sum and count made by PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { REVENUE_WEEKS, type Dashboard, type RevenueWeek } from '../../../core/schemas/dashboard';
import { queryRows, type Database } from '../../db/client';
import { customOrderStatuses, orderStatuses } from '../../db/schema';
import { BALANCE_LINK_TTL_MS } from '../custom-orders';

export const LOW_STOCK_LIMIT = 10;
const LISTED_QUOTES = 5;
const LISTED_LINKS = 10;

export interface DashboardDeps {
  db: Database;
  /** The shop takes payments through the PayPal stand-in: count those, else only real ones. */
  testMode: boolean;
  now?: () => Date;
}

/** `array['a', 'b']`, with the order kept by `with ordinality`. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Whole days from `column` to `now`. */
const ageDays = (column: SQL, now: Date) =>
  sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${column})) / 86400)::int`;

export function createDashboardService({ db, testMode, now = () => new Date() }: DashboardDeps) {
  /**
   * Captured payments by ISO week (Monday 00:00 UTC) of their capture. A payment refunded or reversed later
   * ('refunded', or 'voided' when the shop refunded an order it could not fill) is no longer 'captured', so it is left
   * out of the week it was taken in, and what the owner refunded in part from the admin comes off it: the chart shows
   * money kept, not money once received.
   */
  async function revenueByWeek(at: Date): Promise<RevenueWeek[]> {
    return queryRows<RevenueWeek>(
      db,
      sql`with weeks as (
          select generate_series(
            date_trunc('week', ${at.toISOString()}::timestamptz at time zone 'UTC') - make_interval(weeks => ${REVENUE_WEEKS - 1}::int),
            date_trunc('week', ${at.toISOString()}::timestamptz at time zone 'UTC'),
            interval '1 week'
          ) as week_start
        )
        select to_char(w.week_start, 'YYYY-MM-DD') as "weekStart",
          coalesce(sum(p.kept_cents) filter (where p.purpose = 'deposit'), 0)::int as deposits,
          coalesce(sum(p.kept_cents) filter (where p.purpose = 'balance'), 0)::int as balances,
          coalesce(sum(p.kept_cents) filter (where p.purpose = 'cart'), 0)::int as catalogue,
          coalesce(sum(p.kept_cents) filter (where p.purpose = 'invoice'), 0)::int as invoices
        from weeks w
        left join (
          select p.purpose, coalesce(p.captured_at, p.created_at) as taken_at,
            p.amount_cents - coalesce((
              select sum(r.amount_cents) from payment_refunds r where r.payment_id = p.id and r.status = 'completed'
            ), 0) as kept_cents
          from payments p
          where p.status = 'captured' and p.test_mode = ${testMode}::boolean
        ) p on date_trunc('week', p.taken_at at time zone 'UTC') = w.week_start
        group by w.week_start
        order by w.week_start`,
    );
  }

  async function ordersByStatus(): Promise<Dashboard['ordersByStatus']> {
    const rows = await queryRows<{ kind: 'custom' | 'regular'; status: string; count: number }>(
      db,
      sql`select 'custom' as kind, s.status, count(o.id)::int as count, s.n
        from unnest(${textArray(customOrderStatuses)}) with ordinality as s(status, n)
        left join custom_orders o on o.status = s.status and o.archived_at is null
        group by s.status, s.n
        union all
        select 'regular' as kind, s.status, count(o.id)::int as count, s.n
        from unnest(${textArray(orderStatuses)}) with ordinality as s(status, n)
        left join orders o on o.status = s.status and o.archived_at is null
        group by s.status, s.n
        order by kind, n`,
    );
    const of = (kind: 'custom' | 'regular') =>
      rows.filter((row) => row.kind === kind).map(({ status, count }) => ({ status, count }));
    return { custom: of('custom'), regular: of('regular') };
  }

  async function quotesAwaitingReply(at: Date): Promise<Dashboard['quotesAwaitingReply']> {
    const [summary] = await queryRows<{ count: number; oldestAgeDays: number | null }>(
      db,
      sql`select count(*)::int as count, ${ageDays(sql`min(created_at)`, at)} as "oldestAgeDays"
        from quote_requests where status = 'pending'`,
    );
    const oldest = await queryRows<{ id: number; customerName: string; createdAt: Date | string; ageDays: number }>(
      db,
      sql`select id, customer_name as "customerName", created_at as "createdAt", ${ageDays(sql`created_at`, at)} as "ageDays"
        from quote_requests where status = 'pending'
        order by created_at, id limit ${LISTED_QUOTES}::int`,
    );
    return {
      count: summary?.count ?? 0,
      oldestAgeDays: summary?.oldestAgeDays ?? null,
      oldest: oldest.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    };
  }

  /**
   * Live links (hash kept, not expired) of live orders whose balance is not paid. When was the link issued? The
   * table keeps only its expiry: the audit row of the link's version (an admin's "Generate Payment Link") says when,
   * and the link made with the deposit, which has no audit row, was issued its lifetime (30 days) before it expires.
   */
  async function balanceLinksUnpaid(at: Date): Promise<Dashboard['balanceLinksUnpaid']> {
    const rows = await queryRows<{
      customOrderId: number;
      customerName: string;
      balanceCents: number;
      issuedAt: Date | string;
      expiresAt: Date | string;
      ageDays: number;
      total: number;
    }>(
      db,
      sql`with unpaid as (
          select o.id, o.customer_name, o.remaining_balance_cents, o.balance_link_expires_at,
            coalesce(
              (select a.created_at from audit_log a
                where a.entity = 'custom_orders' and a.entity_id = o.id::text
                  and a.action = 'custom-order.balance-link'
                  and a.details->>'version' = o.balance_link_version::text
                order by a.id desc limit 1),
              o.balance_link_expires_at - make_interval(secs => ${BALANCE_LINK_TTL_MS / 1000}::float8)
            ) as issued_at
          from custom_orders o
          where o.archived_at is null
            and o.balance_link_token_hash is not null
            and o.balance_link_expires_at > ${at.toISOString()}::timestamptz
            and o.balance_payment_id is null
            and not exists (
              select 1 from payments p
              where p.custom_order_id = o.id and p.purpose = 'balance' and p.status = 'captured'
            )
        )
        select id as "customOrderId", customer_name as "customerName",
          remaining_balance_cents as "balanceCents", issued_at as "issuedAt",
          balance_link_expires_at as "expiresAt", ${ageDays(sql`issued_at`, at)} as "ageDays",
          count(*) over ()::int as total
        from unpaid
        order by issued_at, id
        limit ${LISTED_LINKS}::int`,
    );
    return {
      count: rows[0]?.total ?? 0,
      links: rows.map(({ total: _total, ...row }) => ({
        ...row,
        issuedAt: iso(row.issuedAt),
        expiresAt: iso(row.expiresAt),
      })),
    };
  }

  async function lowStock(): Promise<Dashboard['lowStock']> {
    return queryRows<Dashboard['lowStock'][number]>(
      db,
      sql`select id, name, stock_quantity as "stockQuantity" from products
        where is_active and stock_quantity between 0 and ${LOW_STOCK_LIMIT}::int
        order by stock_quantity, name, id`,
    );
  }

  return {
    /** Everything the dashboard shows, as of one instant. */
    async summary(): Promise<Dashboard> {
      const at = now();
      return {
        testMode,
        revenueByWeek: await revenueByWeek(at),
        ordersByStatus: await ordersByStatus(),
        quotesAwaitingReply: await quotesAwaitingReply(at),
        balanceLinksUnpaid: await balanceLinksUnpaid(at),
        lowStock: await lowStock(),
      };
    },
  };
}

/** PGlite gives timestamptz as a Date, node-postgres as text through db.execute: one ISO form either way. */
function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export type DashboardService = ReturnType<typeof createDashboardService>;
