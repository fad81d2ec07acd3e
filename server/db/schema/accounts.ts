import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * When the owner of `email` proved it by opening a link we sent there; null until then. Orders placed as a guest
     * with that address join the account only once this is set (anyone can type someone else's address).
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * TOTP second factor (RFC 6238; admins must have one): the base32 secret once enrolment is confirmed, the secret
     * being enrolled until its first code is checked, and the last time step accepted (a code is good once).
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
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

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Single-use links sent by e-mail. Only the SHA-256 of the token is kept: a leaked table opens nothing. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link proves that address only, not one the account moved to later. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    // Counting a user's recent e-mails of one kind (the per-address send limit).
    index('account_tokens_user_id_purpose_created_at_idx').on(t.userId, t.purpose, t.createdAt),
    check('account_tokens_purpose_check', oneOf(t.purpose, ACCOUNT_TOKEN_PURPOSES)),
  ],
);

/**
 * Registrations waiting for their e-mailed link (register, then verify): one row per lower-cased address, so a
 * second registration of the address replaces the first. Only the SHA-256 of the link's token is kept, with the
 * argon2id hash of the chosen password. For an address that already has an account the row holds no token: it only
 * counts the notices sent to its owner. `emailsSent` since `windowStartedAt` caps the e-mails an address receives.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: id(),
    emailKey: text('email_key').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    tokenHash: text('token_hash'),
    emailsSent: integer('emails_sent').notNull().default(0),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('pending_registrations_email_key_key').on(t.emailKey),
    uniqueIndex('pending_registrations_token_hash_key').on(t.tokenHash),
    index('pending_registrations_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins per (lower-case username, client address), for the login backoff. Keyed by the name typed, not
 * a user id, so an unknown username is slowed down exactly like a real one and the limits reveal no accounts.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    usernameKey: text('username_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamptz('last_failed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.usernameKey, t.address] }),
    index('login_failures_last_failed_at_idx').on(t.lastFailedAt),
  ],
);

/** Single-use recovery codes for the second factor; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_code_hash_key').on(t.codeHash), index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * Secrets every instance must share (the session secret: it signs the cookie and the links we send), generated
 * once by whichever instance starts first.
 */
export const shopSecrets = pgTable('shop_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
