/**
 * The admin's mailbox over the mail integration's outbox: reading goes straight through; Resend puts a failed message
 * back in the queue and writes its audit row in the same transaction.
 */
import { AppError } from '../../../core/errors';
import {
  MAILBOX_MESSAGES,
  type MailboxMessage,
  type MailboxQuery,
  type MailboxPage,
} from '../../../core/schemas/mailbox';
import type { Database } from '../../db/client';
import { listOutbox, outboxMessage, resend } from '../../integrations/mail/mailbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';

export function createMailboxService(db: Database) {
  return {
    list: (query: MailboxQuery): Promise<MailboxPage> => listOutbox(db, query),

    async message(id: number): Promise<MailboxMessage> {
      const message = await outboxMessage(db, id);
      if (!message) throw new AppError('not_found', MAILBOX_MESSAGES.notFound);
      return message;
    },

    /** 409 unless the message failed: one still queued or sending will go anyway, a sent one went. */
    async resend(id: number, actor: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const result = await resend(tx, id);
        if (result.outcome === 'not_found') throw new AppError('not_found', MAILBOX_MESSAGES.notFound);
        if (result.outcome === 'not_failed') throw new AppError('conflict', MAILBOX_MESSAGES.notFailed);
        await recordAudit(tx, {
          actor,
          action: 'mail.resend',
          entity: 'outbox',
          entityId: id,
          before: result.before,
          after: { status: 'pending', attempts: 0, lastError: null },
          ip,
        });
      });
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
