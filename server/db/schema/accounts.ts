import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../../core/constants';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id hash; null means the account cannot sign in (e.g. the seeded blog author). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Stored as typed; unique regardless of case so "Bob" and "bob" cannot both register.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token: a leaked table does not reveal live cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt), index('sessions_user_id_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
