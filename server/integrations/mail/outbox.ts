import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox, type OutboxAttachment } from '../../db/schema';

/** The most files one message carries (each is made when the message is sent: see worker.ts for the size bound). */
export const MAX_ATTACHMENTS = 3;

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (campaign mail: List-Unsubscribe and List-Unsubscribe-Post). Values must hold no line breaks. */
  headers?: Record<string, string>;
  /** `email` (transactional, the default) or `campaign`. */
  kind?: 'email' | 'campaign';
  /** What caused it (e.g. { quoteRequestId: 4 }): shown in the admin mailbox, never sent. */
  payload?: Record<string, unknown>;
  /**
   * Files to send with it, named by what they are made from ({ kind: 'invoice-pdf', id }): the worker makes each
   * when it sends the message (OutboxWorkerOptions.attachment), so the queue keeps no bytes and a restart loses none.
   */
  attachments?: OutboxAttachment[];
}

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the message, so both commit
 * together or not at all; the outbox worker sends it afterwards.
 */
export async function enqueueEmail(tx: Executor, message: EmailMessage): Promise<number> {
  // A line break in a header would start a new header (header injection): refuse it outright.
  const headerValues = [message.to, message.subject, ...Object.entries(message.headers ?? {}).flat()];
  if (headerValues.some((value) => /[\r\n]/.test(value))) throw new Error('E-mail headers cannot contain line breaks');
  if ((message.attachments?.length ?? 0) > MAX_ATTACHMENTS) {
    throw new Error(`An e-mail carries at most ${MAX_ATTACHMENTS} attachments`);
  }
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: message.kind ?? 'email',
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.headers ?? {},
      payload: message.payload ?? {},
      attachments: message.attachments ?? [],
      // Due now by the shop's clock, the one the worker claims by (milliseconds). The column's default, the
      // database's now(), has microseconds: a message queued within the millisecond of a claim waited a round.
      nextAttemptAt: new Date(),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Withdraws queued messages that no worker has taken yet (`pending` -> `cancelled`): a cancelled campaign's
 * queued messages (by outbox id), or every queued campaign message to an address that just unsubscribed. A message
 * already being sent is not stopped. Returns the ids withdrawn.
 */
export async function withdrawQueuedEmails(
  tx: Executor,
  which: { ids: number[] } | { campaignMailTo: string },
): Promise<number[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  const rows = await tx
    .update(outbox)
    .set({ status: 'cancelled', lastError: null })
    .where(
      and(
        eq(outbox.status, 'pending'),
        'ids' in which
          ? inArray(outbox.id, which.ids)
          : and(eq(outbox.kind, 'campaign'), sql`lower(${outbox.toAddress}) = lower(${which.campaignMailTo})`),
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Marks the last message sent to an address with what its provider reported afterwards ("Bounced", "Marked as
 * spam"), shown in the admin's mailbox as the message's error. Answers the id marked, or null if none was sent.
 */
export async function markDeliveryProblem(tx: Executor, address: string, problem: string): Promise<number | null> {
  const [row] = await tx
    .update(outbox)
    .set({ lastError: problem })
    .where(
      sql`${outbox.id} = (select o.id from outbox o where o.status = 'sent' and lower(o.to_address) = lower(${address})
        order by o.id desc limit 1)`,
    )
    .returning({ id: outbox.id });
  return row?.id ?? null;
}
