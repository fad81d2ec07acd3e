/**
 * The customer accepted a quote by paying its deposit: called by custom-orders' createFromDeposit in the payment's
 * transaction, so the quote and the order it made change together.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Tx } from '../../db/client';
import { quoteRequests } from '../../db/schema';

/** The refund's reason (the buyer's refund e-mail says it). */
export const QUOTE_NO_LONGER_OPEN =
  'This quote was updated before your payment completed. Please use the link in our latest e-mail.';

/**
 * Moves the quote to approved (answering its deadline), only while the paid order is still its live quote: a quote answered again (or
 * withdrawn) meanwhile is a conflict, and the payment's capture refunds it rather than record an outdated price.
 */
export async function markAccepted(
  tx: Tx,
  quoteRequestId: number,
  preparedOrderId: number,
): Promise<{ deadlineDate: string | null }> {
  const accepted = await tx
    .update(quoteRequests)
    .set({ status: 'approved', updatedAt: new Date() })
    .where(
      and(
        eq(quoteRequests.id, quoteRequestId),
        eq(quoteRequests.status, 'quoted'),
        eq(quoteRequests.preparedOrderId, preparedOrderId),
      ),
    )
    .returning({ id: quoteRequests.id, deadlineDate: quoteRequests.deadlineDate });
  if (accepted.length === 0) throw new AppError('conflict', QUOTE_NO_LONGER_OPEN);
  // The quote's deadline is the order's event date: the proof's last day to approve is counted back from it.
  return { deadlineDate: accepted[0]!.deadlineDate };
}
