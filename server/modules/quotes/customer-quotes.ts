/**
 * A signed-in customer's own quote requests (/track-order). A request is made without an account, so it is the
 * customer's by its e-mail, and only once the account has proved that address: anyone can register with someone
 * else's address (the rule of the order lists).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import { orderNumber } from '../../../core/order-numbers';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';
import { quotedOrderPrice } from '../../../core/pricing/quoted-order';
import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import type { CustomerQuoteRequest, CustomerQuoteRequestPage } from '../../../core/schemas/quotes';
import type { Database } from '../../db/client';
import { afterTimeCursor, cursorTime, newestFirst } from '../../db/keyset';
import { customOrders, quoteRequests } from '../../db/schema';
import type { CurrentUser } from '../../current-user';

/** The customer's requests, newest first, a page at a time (core/cursor.ts). */
export async function listCustomerQuotes(
  db: Database,
  user: CurrentUser,
  query: PageQuery,
): Promise<CustomerQuoteRequestPage> {
  if (!user.emailVerified) return { quotes: [], nextCursor: null };
  const rows = await db
    .select({ quote: quoteRequests, customOrderId: customOrders.id, at: cursorTime(quoteRequests.createdAt) })
    .from(quoteRequests)
    .leftJoin(customOrders, and(eq(customOrders.quoteRequestId, quoteRequests.id), isNull(customOrders.archivedAt)))
    .where(
      and(
        eq(sql`lower(${quoteRequests.customerEmail})`, user.email.toLowerCase()),
        afterTimeCursor(quoteRequests.createdAt, quoteRequests.id, query.cursor ? readCursor(query.cursor) : null),
      ),
    )
    .orderBy(...newestFirst(quoteRequests.createdAt, quoteRequests.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, ({ quote, at }) => ({ key: at, id: quote.id }));
  return { quotes: page.rows.map(toCustomerQuote), nextCursor: page.nextCursor };
}

function toCustomerQuote({
  quote,
  customOrderId,
}: {
  quote: typeof quoteRequests.$inferSelect;
  customOrderId: number | null;
}): CustomerQuoteRequest {
  return {
    id: quote.id,
    status: quote.status,
    quantity: quote.quantity,
    projectDescription: quote.projectDescription,
    preferredSize: quote.preferredSize,
    deadlineDate: quote.deadlineDate,
    // What the customer pays: the owner's amount with the quoted packaging and rush, as priced when answered (a
    // quote answered before the owner's price table was priced by its first version, the seed).
    quotedAmount:
      quote.quotedAmount === null
        ? null
        : (quote.quotedTotalCents ??
          quotedOrderPrice(quote.quotedAmount, quote.quantity, SEED_PRICE_TABLE, {
            packaging: normalizePackaging(quote.quotedPackaging?.split(',') ?? []),
            rushOrder: quote.quotedRush,
          }).totalCents),
    quotedNotes: quote.quotedNotes,
    orderNumber: customOrderId === null ? null : orderNumber('custom', customOrderId),
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}
