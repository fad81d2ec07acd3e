import { check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamptz } from './columns';

export const followupKinds = ['abandoned-checkout', 'quote'] as const;
export type FollowupKind = (typeof followupKinds)[number];

/**
 * Each follow-up sent (the followups module's): a checkout left at PayPal ('cart:<session>', counted from the
 * session's last paid checkout, `since`) or a quote answered and not paid ('quote:12', since its answer), and the
 * step. Unique, inserted in the transaction that queues its e-mail: across instances and restarts each goes out once.
 */
export const followupSends = pgTable(
  'followup_sends',
  {
    id: id(),
    kind: text('kind', { enum: followupKinds }).notNull(),
    target: text('target').notNull(),
    /** What the steps count from: the quote's answer time, the session's last paid payment (or 'none'). */
    since: text('since').notNull(),
    step: integer('step').notNull(),
    toAddress: text('to_address').notNull(),
    /** The queued e-mail (the outbox's row). */
    outboxId: integer('outbox_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    check('followup_sends_kind_check', oneOf(t.kind, followupKinds)),
    unique('followup_sends_kind_target_since_step_unique').on(t.kind, t.target, t.since, t.step),
  ],
);

/**
 * Each tournament calendar e-mail sent (the tournaments module's): one row per organiser (the address, lower-cased),
 * event day and step, unique, inserted in the transaction that queues its e-mail and makes its single-use code.
 */
export const tournamentSends = pgTable(
  'tournament_sends',
  {
    id: id(),
    organiser: text('organiser').notNull(),
    /** YYYY-MM-DD: the event's day, as the list's row gave it. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    step: integer('step').notNull(),
    /** The personal single-use code the e-mail carried. */
    code: text('code').notNull(),
    outboxId: integer('outbox_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [unique('tournament_sends_organiser_event_date_step_unique').on(t.organiser, t.eventDate, t.step)],
);

export type FollowupSend = typeof followupSends.$inferSelect;
export type TournamentSend = typeof tournamentSends.$inferSelect;
