/**
 * First-order-only codes (WELCOME15, the newsletter's "15% off your first order"): one use per e-mail address, for
 * an address that has never ordered. Any order counts, catalogue or custom, whatever became of it since (archived,
 * refunded): it was a paid order, so the next one is not the first. An open payment of the same address with the
 * same code counts too, so a second checkout started beside the first cannot take the code again. Addresses are
 * compared in one form (`canonicalEmail`): one mailbox under a +tag, another case or (at Gmail) dots is one address.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../db/client';
import { customOrders, orders, payments } from '../../db/schema';

const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/** The mailbox an address delivers to: lower case, no +tag; at Gmail without dots and as gmail.com. */
export function canonicalEmail(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at < 0) return lowered;
  const local = lowered.slice(0, at).replace(/\+.*$/, '');
  const domain = lowered.slice(at + 1);
  return GMAIL_DOMAINS.includes(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

/** `canonicalEmail` of an e-mail column, in SQL. */
function canonicalColumn(column: AnyColumn): SQL {
  const lowered = sql`lower(trim(${column}))`;
  const local = sql`regexp_replace(split_part(${lowered}, '@', 1), '[+].*$', '')`;
  const domain = sql`split_part(${lowered}, '@', 2)`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com'
    else ${local} || '@' || ${domain} end)`;
}

/** Serialises the first-order checks of one address for the rest of the transaction (every instance). */
export async function lockFirstOrder(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`first-order:${canonicalEmail(email)}`}, 0))`);
}

/** Whether `email` has ordered before, or pays with `code` in an open payment other than `paymentId`. */
export async function hasEarlierOrder(db: Executor, code: string, email: string, paymentId?: number): Promise<boolean> {
  const address = canonicalEmail(email);
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select (
        exists (select 1 from ${orders} where ${canonicalColumn(orders.customerEmail)} = ${address})
        or exists (select 1 from ${customOrders} where ${canonicalColumn(customOrders.customerEmail)} = ${address})
        or exists (
          select 1 from ${payments}
          where ${canonicalColumn(payments.payerEmail)} = ${address} and upper(${payments.discountCode}) = ${code.toUpperCase()}
            and ${payments.status} in ('created', 'approved', 'pending')
            and ${payments.id} <> ${paymentId ?? -1}
        )
      ) as found`,
  );
  return row?.found ?? false;
}
