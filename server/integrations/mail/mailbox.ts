/**
 * The outbox read as the admin's mailbox: every message with its state, and a failed one put back in the queue. The
 * outbox belongs to this integration; the admin routes (modules/dashboard) call these and write the audit row.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { pageOf, readCursor } from '../../../core/cursor';
import type { MailboxMessage, MailboxPage, MailboxQuery, MailboxRow } from '../../../core/schemas/mailbox';
import type { Executor, Tx } from '../../db/client';
import { afterIdCursor, containsText } from '../../db/keyset';
import { outbox, type OutboxMessage } from '../../db/schema';

function toRow(
  message: Omit<OutboxMessage, 'textBody' | 'htmlBody' | 'payload' | 'nextAttemptAt' | 'headers' | 'attachments'>,
): MailboxRow {
  return {
    id: message.id,
    to: message.toAddress,
    subject: message.subject,
    kind: message.kind,
    state: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  };
}

/** Newest first (by id), a page at a time by cursor; by state, recipient or subject (`%` and `_` as themselves). */
export async function listOutbox(db: Executor, query: MailboxQuery): Promise<MailboxPage> {
  const found = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      and(
        afterIdCursor(outbox.id, query.cursor ? readCursor(query.cursor) : null),
        query.status === undefined ? undefined : eq(outbox.status, query.status),
        query.q ? containsText([outbox.toAddress, outbox.subject], query.q) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(query.limit + 1);
  const page = pageOf(found, query.limit, (row) => ({ key: row.id, id: row.id }));
  return { emails: page.rows.map(toRow), nextCursor: page.nextCursor };
}

/** One message whole (text and HTML bodies, what caused it), or null. */
export async function outboxMessage(db: Executor, id: number): Promise<MailboxMessage | null> {
  const [message] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!message) return null;
  return { ...toRow(message), text: message.textBody, html: message.htmlBody, payload: message.payload };
}

export type ResendOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'not_failed'; state: OutboxMessage['status'] }
  | { outcome: 'queued'; before: { status: 'failed'; attempts: number; lastError: string | null } };

/**
 * A failed message back in the queue, due now, with its attempts counted from zero again (the worker gives up after
 * its maximum, so a message resent with the old count would get one try at most). In the caller's transaction, so the
 * caller's audit row commits with it; the row lock keeps a second resend from counting twice.
 */
export async function resend(tx: Tx, id: number): Promise<ResendOutcome> {
  const [message] = await tx
    .select({ status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.id, id))
    .for('update');
  if (!message) return { outcome: 'not_found' };
  if (message.status !== 'failed') return { outcome: 'not_failed', state: message.status };
  await tx
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(eq(outbox.id, id));
  return { outcome: 'queued', before: { status: 'failed', attempts: message.attempts, lastError: message.lastError } };
}
