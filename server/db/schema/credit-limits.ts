import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { updatedAt } from './columns';

/**
 * NET 30 credit (the orders module's): the most a customer may owe on open invoices before a NET 30 order waits for
 * the owner. One row per customer address (lower-cased); no row is no limit, so every NET 30 order waits for the
 * owner's approval.
 */
export const creditLimits = pgTable(
  'credit_limits',
  {
    email: text('email').primaryKey(),
    limitCents: integer('limit_cents').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_limits_limit_check', sql`${t.limitCents} >= 0`),
    check('credit_limits_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type CreditLimit = typeof creditLimits.$inferSelect;
