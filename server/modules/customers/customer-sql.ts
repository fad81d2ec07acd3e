/**
 * The SQL that gathers a customer's things by their address. A customer is a contact (`c`, one row per address,
 * case-insensitive); what they did is found by the lower-cased address on each table (indexed on orders and custom
 * orders), and what they did signed in by their account's id. Reads across modules, for display only.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The id of the account registered with the contact's address, if any. */
export const accountId = sql`(select u.id from users u where lower(u.email) = lower(c.email) and u.role = 'user')`;

/** A regular (`o`) or custom (`co`) order is the contact's: their address, or placed signed in to their account. */
const ownedBy = (alias: 'o' | 'co') =>
  sql`(lower(${sql.raw(alias)}.customer_email) = lower(c.email) or ${sql.raw(alias)}.user_id = ${accountId})`;

export const ownsOrder = ownedBy('o');
export const ownsCustomOrder = ownedBy('co');

/** Live (not deleted) orders of both kinds. */
export const orderCount = sql`(
  (select count(*) from orders o where o.archived_at is null and ${ownsOrder})
  + (select count(*) from custom_orders co where co.archived_at is null and ${ownsCustomOrder})
)::int`;

export const hasOrders = sql`(
  exists (select 1 from orders o where o.archived_at is null and ${ownsOrder})
  or exists (select 1 from custom_orders co where co.archived_at is null and ${ownsCustomOrder})
)`;

export const isSuppressed = sql`exists (select 1 from suppressions s where lower(s.email) = lower(c.email))`;

/**
 * Money kept: the captured payments of the contact's orders (a deleted one's too: the money was taken), deposits,
 * balances and invoices, less the refunds completed on them. A payment refunded in full or reversed is no longer
 * 'captured', so it counts nothing. As on the dashboard, a live shop counts real payments only and a shop in test
 * mode its test-mode ones (the stand-in moves no money).
 */
export function lifetimeSpend(testMode: boolean): SQL {
  return sql`coalesce((
    select sum(p.amount_cents - coalesce((
      select sum(r.amount_cents) from payment_refunds r where r.payment_id = p.id and r.status = 'completed'
    ), 0))
    from payments p
    where p.status = 'captured' and p.test_mode = ${testMode}::boolean
      and (
        p.id in (select o.payment_id from orders o where o.payment_id is not null and ${ownsOrder})
        or p.custom_order_id in (select co.id from custom_orders co where ${ownsCustomOrder})
        or p.manual_invoice_id in (select i.id from manual_invoices i where lower(i.customer_email) = lower(c.email))
      )
  ), 0)::int`;
}
