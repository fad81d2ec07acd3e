/**
 * What the follow-ups (modules/followups) read of the quotes: those answered with a price and not paid yet (still
 * 'quoted', their priced order waiting for its deposit), and one of them held in the reminder's transaction, so a
 * deposit being paid (it moves the quote to approved) is waited for and then seen.
 */
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { quoteRequests } from '../../db/schema';

export interface UnpaidQuote {
  id: number;
  customerName: string;
  customerEmail: string;
  quantity: number;
  quotedAt: Date;
  /** The priced order its link pays the deposit of. */
  preparedOrderId: number;
}

const columns = {
  id: quoteRequests.id,
  customerName: quoteRequests.customerName,
  customerEmail: quoteRequests.customerEmail,
  quantity: quoteRequests.quantity,
  quotedAt: quoteRequests.quotedAt,
  preparedOrderId: quoteRequests.preparedOrderId,
  status: quoteRequests.status,
};

type Row = Omit<UnpaidQuote, 'quotedAt' | 'preparedOrderId'> & {
  quotedAt: Date | null;
  preparedOrderId: number | null;
  status: string;
};

/** Still on offer: answered with a price, its priced order waiting for the deposit. */
function unpaid({ status, quotedAt, preparedOrderId, ...quote }: Row): UnpaidQuote | null {
  return status === 'quoted' && quotedAt !== null && preparedOrderId !== null
    ? { ...quote, quotedAt, preparedOrderId }
    : null;
}

/** The quotes answered between `from` and `to` and not paid, oldest answer first. */
export async function unpaidQuotes(db: Executor, from: Date, to: Date): Promise<UnpaidQuote[]> {
  const rows = await db
    .select(columns)
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.status, 'quoted'),
        isNotNull(quoteRequests.preparedOrderId),
        gte(quoteRequests.quotedAt, from),
        lte(quoteRequests.quotedAt, to),
      ),
    )
    .orderBy(asc(quoteRequests.quotedAt));
  return rows.flatMap((row) => unpaid(row) ?? []);
}

/** The quote held (FOR SHARE) until the caller's transaction ends; null once paid, withdrawn or gone. */
export async function heldUnpaidQuote(tx: Tx, id: number): Promise<UnpaidQuote | null> {
  const [row] = await tx.select(columns).from(quoteRequests).where(eq(quoteRequests.id, id)).for('share');
  return row ? unpaid(row) : null;
}
