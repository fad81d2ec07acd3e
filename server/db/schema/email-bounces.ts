import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';

/** hard: the address does not exist; soft: a passing failure (full mailbox); complaint: marked as spam. */
export const emailBounceKinds = ['hard', 'soft', 'complaint'] as const;
export type EmailBounceKind = (typeof emailBounceKinds)[number];

/**
 * Every verified bounce or complaint notice a mail provider sent (the marketing module's): a hard bounce or a
 * complaint suppresses the address at once, soft bounces from the third on.
 */
export const emailBounces = pgTable(
  'email_bounces',
  {
    id: id(),
    email: text('email').notNull(),
    kind: text('kind', { enum: emailBounceKinds }).notNull(),
    /** ses, postmark or json. */
    provider: text('provider').notNull(),
    /** The provider's id of the bounced message, when it gave one. */
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_bounces_kind_check', oneOf(t.kind, emailBounceKinds)),
    index('email_bounces_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);
