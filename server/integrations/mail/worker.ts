import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { outbox, type OutboxAttachment, type OutboxMessage } from '../../db/schema';
import type { RepeatingJob } from '../../jobs';
import type { MailAttachment, MailTransport } from './transport';

/** The most the attachments of one message may weigh together (an invoice or receipt PDF is 2-20 KB). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Sending it again would fail the same way (an attachment too large, or one nothing can make). */
class UnsendableMail extends Error {}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The sender; a function is asked at each send (the shop's name and sales address as the owner set them). */
  from: string | (() => string);
  /** Domain for Message-IDs (the shop's host). */
  messageIdDomain: string;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  now?: () => Date;
  batchSize?: number;
  /** A claimed message is reclaimed after this long: a worker that died mid-send loses nothing. */
  leaseMs?: number;
  maxAttempts?: number;
  /** How often the outbox is looked at (its job's schedule). */
  pollMs?: number;
  /**
   * Called when a message is given up on (`failed`), in the transaction that marks it so: the app tells the owner
   * (an integration imports no module, so the app passes this in).
   */
  onFailed?: (tx: Tx, message: OutboxMessage) => Promise<void>;
  /**
   * Makes a queued message's attachment when it is sent (an invoice's or a receipt's PDF from its row): the app
   * passes it in, as with onFailed. A message with attachments and no maker is not sent.
   */
  attachment?: (ref: OutboxAttachment) => Promise<MailAttachment>;
  /** MAX_ATTACHMENT_BYTES unless a test says otherwise. */
  maxAttachmentBytes?: number;
}

/** 1 min, 2, 4, 8 ... capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends queued e-mails. Claiming is one UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so several workers
 * (in several instances) never take the same message; the claim is a lease rather than an open transaction, so
 * a slow SMTP server never holds database locks (PGlite has one connection). A worker killed between claim
 * and success leaves the message to be picked up again when its lease runs out.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const pollMs = options.pollMs ?? 2_000;
  const { db } = options;

  async function claim(): Promise<OutboxMessage[]> {
    const at = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, at)))
      .orderBy(outbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + leaseMs),
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  /** The message's files, made now; over the size bound (all of them together) it cannot be sent. */
  async function attachmentsOf(message: OutboxMessage): Promise<MailAttachment[] | undefined> {
    if (message.attachments.length === 0) return undefined;
    const make = options.attachment;
    if (!make) throw new UnsendableMail('No attachment maker for a message with attachments');
    const files: MailAttachment[] = [];
    for (const ref of message.attachments) files.push(await make(ref));
    const bytes = files.reduce((total, file) => total + file.content.length, 0);
    const limit = options.maxAttachmentBytes ?? MAX_ATTACHMENT_BYTES;
    if (bytes > limit) throw new UnsendableMail(`Attachments of ${bytes} bytes, over the ${limit} allowed`);
    return files;
  }

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      const attachments = await attachmentsOf(message);
      await options.transport.send({
        from: typeof options.from === 'function' ? options.from() : options.from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: message.headers,
        messageId: `outbox-${message.id}@${options.messageIdDomain}`,
        attachments,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now(), lastError: null })
        .where(and(eq(outbox.id, message.id), eq(outbox.status, 'sending')));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= maxAttempts || error instanceof UnsendableMail;
      const lastError = reason.slice(0, 1000);
      await db.transaction(async (tx) => {
        await tx
          .update(outbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError,
            nextAttemptAt: new Date(now().getTime() + backoffMs(message.attempts)),
          })
          .where(eq(outbox.id, message.id));
        if (giveUp) await options.onFailed?.(tx, { ...message, status: 'failed', lastError });
      });
      const log = giveUp ? options.log?.error : options.log?.warn;
      log?.call(options.log, { outboxId: message.id, attempts: message.attempts, err: reason }, 'e-mail not sent');
      return false;
    }
  }

  /** Sends what is due now (until `signal` aborts); returns how many were sent. */
  async function runOnce(signal?: AbortSignal): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      for (const message of batch) if (await deliver(message)) sent += 1;
      if (batch.length < batchSize || signal?.aborted) return sent;
    }
  }

  const job: RepeatingJob = {
    kind: 'outbox',
    title: 'Sending queued e-mails',
    // Two at once, in whichever instances: the per-message claims keep each e-mail to one of them.
    copies: 2,
    schedule: { everyMs: pollMs },
    run: runOnce,
  };

  return {
    runOnce,
    job,
    /** Once the job engine has stopped: the transport's connections closed. */
    close: () => options.transport.close(),
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
