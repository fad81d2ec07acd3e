import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What caused it (e.g. { quoteRequestId: 4 }): shown in the admin mailbox, never sent. */
  payload?: Record<string, unknown>;
}

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the message, so both commit
 * together or not at all; the outbox worker sends it afterwards.
 */
export async function enqueueEmail(tx: Executor, message: EmailMessage): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: 'email',
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      payload: message.payload ?? {},
    })
    .returning({ id: outbox.id });
  return row!.id;
}
