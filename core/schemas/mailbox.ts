/**
 * The admin's mailbox: the e-mail outbox as the admin reads it, GET /api/admin/mailbox,
 * GET /api/admin/mailbox/{id} and POST /api/admin/mailbox/{id}/resend.
 */
import { z } from 'zod';
import { nextCursorField, pageQueryFields } from '../cursor';

export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const mailboxQuerySchema = z.object({
  status: z.enum(MAIL_STATES).optional(),
  /** Part of the recipient or the subject. */
  q: z.string().trim().max(200).optional(),
  ...pageQueryFields(),
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

export const mailboxRowSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailboxRow = z.infer<typeof mailboxRowSchema>;

/** A page of the mailbox, newest first; `nextCursor` null on the last page. */
export const mailboxPageSchema = z.object({ emails: z.array(mailboxRowSchema), nextCursor: nextCursorField });
export type MailboxPage = z.infer<typeof mailboxPageSchema>;

export const mailboxMessageSchema = mailboxRowSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  /** What caused it (e.g. { orderId: 4 }). */
  payload: z.record(z.string(), z.unknown()),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const MAILBOX_MESSAGES = {
  notFound: 'Message not found',
  notFailed: 'Only a failed message can be sent again',
  resent: 'Message queued to be sent again.',
} as const;
