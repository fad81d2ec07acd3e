/**
 * A signed-in customer's own quote requests (/track-order). A request is made without an account, so it is the
 * customer's by its e-mail, and only once the account has proved that address: anyone can register with someone
 * else's address (the rule of the order lists).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { orderNumber } from '../../../core/order-numbers';
import { quotedOrderPrice } from '../../../core/pricing/quoted-order';
import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import type { CustomerQuoteRequest } from '../../../core/schemas/quotes';
import type { Database } from '../../db/client';
import { customOrders, quoteRequests } from '../../db/schema';
import type { CurrentUser } from '../../current-user';

export async function listCustomerQuotes(db: Database, user: CurrentUser): Promise<CustomerQuoteRequest[]> {
  if (!user.emailVerified) return [];
  const rows = await db
    .select({ quote: quoteRequests, customOrderId: customOrders.id })
    .from(quoteRequests)
    .leftJoin(customOrders, and(eq(customOrders.quoteRequestId, quoteRequests.id), isNull(customOrders.archivedAt)))
    .where(eq(sql`lower(${quoteRequests.customerEmail})`, user.email.toLowerCase()))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  return rows.map(({ quote, customOrderId }) => ({
    id: quote.id,
    status: quote.status,
    quantity: quote.quantity,
    projectDescription: quote.projectDescription,
    preferredSize: quote.preferredSize,
    deadlineDate: quote.deadlineDate,
    // What the customer pays: the owner's amount with the quoted packaging and rush at the designer's prices.
    quotedAmount:
      quote.quotedAmount === null
        ? null
        : quotedOrderPrice(quote.quotedAmount, quote.quantity, {
            packaging: normalizePackaging(quote.quotedPackaging?.split(',') ?? []),
            rushOrder: quote.quotedRush,
          }).totalCents,
    quotedNotes: quote.quotedNotes,
    orderNumber: customOrderId === null ? null : orderNumber('custom', customOrderId),
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  }));
}
