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

/**
 * What the admin's search box looks in: the address, names and company, lower-cased, one field a line (no match
 * across two fields). The same expression as the trigram index contacts_search_trgm_idx (migration 0041).
 */
export const contactSearchText = sql`lower(coalesce(c.email, '') || chr(10) || coalesce(c.name, '') || chr(10)
  || coalesce(c.first_name, '') || chr(10) || coalesce(c.last_name, '') || chr(10) || coalesce(c.company, ''))`;

export const isSuppressed = sql`exists (select 1 from suppressions s where lower(s.email) = lower(c.email))`;

/**
 * Money kept: the captured payments of the contact's orders (a deleted one's too: the money was taken), deposits,
 * balances and invoices, less the refunds completed on them. A payment refunded in full or reversed is no longer
 * 'captured', so it counts nothing. As on the dashboard, a live shop counts real payments only and a shop in test
 * mode its test-mode ones (the stand-in moves no money).
 */
export function lifetimeSpend(testMode: boolean): SQL {
  const kept = sql`p.id, p.status, p.test_mode, p.amount_cents - coalesce((
      select sum(r.amount_cents) from payment_refunds r where r.payment_id = p.id and r.status = 'completed'
    ), 0) as kept`;
  // From the contact's orders to their payments (each step an index), never from every payment to the contact:
  // 50,000 contacts and 100,000 payments made the other way round take seconds a page.
  return sql`coalesce((
    select sum(k.kept) from (
      select ${kept} from orders o join payments p on p.id = o.payment_id where ${ownsOrder}
      union
      select ${kept} from custom_orders co join payments p on p.custom_order_id = co.id where ${ownsCustomOrder}
      union
      select ${kept} from manual_invoices i join payments p on p.manual_invoice_id = i.id
        where lower(i.customer_email) = lower(c.email)
    ) k
    where k.status = 'captured' and k.test_mode = ${testMode}::boolean
  ), 0)::int`;
}
