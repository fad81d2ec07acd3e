import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz } from './columns';

/** `cancelled`: a campaign message withdrawn before it was sent (campaign cancelled, recipient unsubscribed). */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * What a message's file is made from: an invoice's PDF (by invoice id), a payment's receipt (by payment id), a
 * customer's statement (by its `args`: the customer's address and the period).
 */
export const outboxAttachmentKinds = ['invoice-pdf', 'receipt-pdf', 'statement-pdf'] as const;

/**
 * A file sent with a message, named by what it is made from (e.g. { kind: 'invoice-pdf', id: 12 }): made when the
 * message is sent, so the queue holds no bytes.
 */
export interface OutboxAttachment {
  kind: (typeof outboxAttachmentKinds)[number];
  id: number;
  args?: Record<string, string>;
}

/**
 * Messages written in the same transaction as the change that causes them, then sent by a worker
 * (`for update skip locked`, retried with backoff until `failed`).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post for campaign mail). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('outbox_status_check', oneOf(t.status, outboxStatuses)),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
