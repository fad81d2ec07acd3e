/**
 * First-order-only codes (WELCOME15, the newsletter's "15% off your first order"): one use per e-mail address, for
 * an address that has never ordered. Any order counts, catalogue or custom, whatever became of it since (archived,
 * refunded): it was a paid order, so the next one is not the first. An open payment of the same address with the
 * same code counts too, so a second checkout started beside the first cannot take the code again.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../db/client';
import { customOrders, orders, payments } from '../../db/schema';

/** Serialises the first-order checks of one address for the rest of the transaction (every instance). */
export async function lockFirstOrder(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`first-order:${email.toLowerCase()}`}, 0))`);
}

/** Whether `email` has ordered before, or pays with `code` in an open payment other than `paymentId`. */
export async function hasEarlierOrder(db: Executor, code: string, email: string, paymentId?: number): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select (
        exists (select 1 from ${orders} where lower(${orders.customerEmail}) = ${address})
        or exists (select 1 from ${customOrders} where lower(${customOrders.customerEmail}) = ${address})
        or exists (
          select 1 from ${payments}
          where lower(${payments.payerEmail}) = ${address} and upper(${payments.discountCode}) = ${code.toUpperCase()}
            and ${payments.status} in ('created', 'approved', 'pending')
            and ${payments.id} <> ${paymentId ?? -1}
        )
      ) as found`,
  );
  return row?.found ?? false;
}
