import { check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz } from './columns';

/**
 * Each payment reminder sent: one row per line (the schedule's key, 'balance:12', 'invoice:5'), due date and step,
 * unique, inserted in the transaction that queues its e-mail: across instances and restarts a reminder goes out once.
 * A line whose due date moves (a design approved again after its proof was reopened) starts its steps again.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: id(),
    lineKey: text('line_key').notNull(),
    /** YYYY-MM-DD: the due date the step was counted from. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    step: integer('step').notNull(),
    toAddress: text('to_address').notNull(),
    /** The queued e-mail (the outbox's row). */
    outboxId: integer('outbox_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [unique('reminder_sends_line_key_due_date_step_unique').on(t.lineKey, t.dueDate, t.step)],
);

export const reminderPauseScopes = ['order', 'customer'] as const;
export type ReminderPauseScope = (typeof reminderPauseScopes)[number];

/**
 * The owner's pauses: an order's ('custom-order:12', 'invoice:5') or a customer's (the address, lower-cased).
 * While a row exists no reminder goes out for it.
 */
export const reminderPauses = pgTable(
  'reminder_pauses',
  {
    id: id(),
    scope: text('scope', { enum: reminderPauseScopes }).notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reminder_pauses_scope_check', oneOf(t.scope, reminderPauseScopes)),
    unique('reminder_pauses_scope_target_unique').on(t.scope, t.target),
  ],
);

export type ReminderSend = typeof reminderSends.$inferSelect;
