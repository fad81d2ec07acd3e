/** Which catalogue orders are a signed-in customer's own: the one rule the order list and the invoice PDF share. */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '../../current-user';
import { orders } from '../../db/schema';

/**
 * Placed while signed in, or as a guest with the account's e-mail once the account has proved that address (anyone
 * can register with someone else's address).
 */
export function ownOrders(user: CurrentUser): SQL | undefined {
  return user.emailVerified
    ? or(eq(orders.userId, user.id), eq(sql`lower(${orders.customerEmail})`, user.email.toLowerCase()))
    : eq(orders.userId, user.id);
}
