/**
 * Register, then verify (docs/decisions/031-register-then-verify.md): a registration creates no account. It answers
 * the same for an address that has an account as for a new one, and e-mails that address: a link that finishes the
 * account (new address) or a notice to the owner (taken address). Opening the link and pressing the button creates
 * the account, verified, and signs it in. Both paths hash the password and do the same writes, so they take about
 * the same time too.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type FinishRegistrationInput,
  type PublicUser,
  type RegisterInput,
} from '../../../core/schemas/accounts';
import { AppError } from '../../../core/errors';
import type { Database, Executor } from '../../db/client';
import { pendingRegistrations, users } from '../../db/schema';
import { recordCustomerContact } from '../marketing';
import type { AccountMailer } from './account-emails';
import { ACCOUNT_TOKEN_LIFETIME_MS, LINK_EMAILS_PER_HOUR } from './account-tokens';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { toPublicUser } from './public-user';
import { queueRegistrationLink, queueTakenAddressNotice } from './registration-emails';
import { hashToken } from './session.service';

const HOUR_MS = 60 * 60 * 1000;
/** The link works as long as the old verification link did: a day (mail can be slow to arrive). */
const LINK_LIFETIME_MS = ACCOUNT_TOKEN_LIFETIME_MS['verify-email'];

/** Which unique index a failed insert hit (PostgreSQL and PGlite both name it), for the 409's words. */
function uniqueViolation(error: unknown): string | null {
  const found = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = found.cause?.code ?? found.code;
  if (code !== '23505') return null;
  return found.cause?.constraint ?? found.constraint ?? '';
}

/**
 * The address's row, locked, with the e-mails it may still receive this hour (0: none, the registration is then
 * answered as usual but sends nothing: nobody can flood an inbox through the form).
 */
async function lockAddress(tx: Executor, email: string, now: Date) {
  const emailKey = email.toLowerCase();
  // Rows past their link's life and their hour's count are of no use to anyone.
  await tx
    .delete(pendingRegistrations)
    .where(
      and(
        lt(pendingRegistrations.expiresAt, now),
        lt(pendingRegistrations.windowStartedAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  await tx
    .insert(pendingRegistrations)
    .values({ emailKey, email, emailsSent: 0, windowStartedAt: now, expiresAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.emailKey, emailKey))
    .for('update');
  const windowOpen = row!.windowStartedAt.getTime() > now.getTime() - HOUR_MS;
  const sent = windowOpen ? row!.emailsSent : 0;
  return {
    emailKey,
    allowed: sent < LINK_EMAILS_PER_HOUR,
    counted: { emailsSent: sent + 1, windowStartedAt: windowOpen ? row!.windowStartedAt : now },
  };
}

export function createRegistration(db: Database, deps: { mailer: AccountMailer; now: () => Date }) {
  return {
    /**
     * The username is checked here (usernames are public: a taken one says so; the route's per-address limit
     * keeps anyone from listing them); the address never is. The role is always 'user' in the end: admin comes
     * only from ADMIN_* or admin:create.
     */
    async register(input: RegisterInput): Promise<void> {
      if (isCommonPassword(input.password)) throw new AppError('bad_request', ACCOUNT_MESSAGES.commonPassword);
      const matches = await db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(
          or(
            eq(sql`lower(${users.username})`, input.username.toLowerCase()),
            eq(sql`lower(${users.email})`, input.email.toLowerCase()),
          ),
        );
      if (matches.some((row) => row.username.toLowerCase() === input.username.toLowerCase())) {
        throw new AppError('conflict', ACCOUNT_MESSAGES.usernameTaken);
      }
      const owner = matches.find((row) => row.email.toLowerCase() === input.email.toLowerCase());
      // Hashed on both paths: the answer to a taken address must not come back sooner.
      const passwordHash = await hashPassword(input.password);
      const now = deps.now();
      await db.transaction(async (tx) => {
        const address = await lockAddress(tx, input.email, now);
        if (!address.allowed) return;
        const token = randomBytes(32).toString('base64url');
        await tx
          .update(pendingRegistrations)
          .set({
            ...address.counted,
            email: input.email,
            // A taken address keeps no link (one sent earlier stops working) and no password.
            username: owner ? null : input.username,
            passwordHash: owner ? null : passwordHash,
            tokenHash: owner ? null : hashToken(token),
            createdAt: now,
            expiresAt: new Date(now.getTime() + (owner ? HOUR_MS : LINK_LIFETIME_MS)),
            usedAt: null,
          })
          .where(eq(pendingRegistrations.emailKey, address.emailKey));
        if (owner) await queueTakenAddressNotice(tx, deps.mailer, { userId: owner.id, ...owner });
        else await queueRegistrationLink(tx, deps.mailer, { username: input.username, email: input.email, token });
      });
    },

    /**
     * The link's button: creates the account (its address proved by the link), once. A refusal says why, so the
     * page can offer the way on; a username taken meanwhile is the usual 409, and the link stays good for nothing.
     */
    async finishRegistration(input: FinishRegistrationInput): Promise<PublicUser> {
      const now = deps.now();
      const tokenHash = hashToken(input.token);
      try {
        return await db.transaction(async (tx) => {
          const [pending] = await tx
            .update(pendingRegistrations)
            .set({ usedAt: now })
            .where(
              and(
                eq(pendingRegistrations.tokenHash, tokenHash),
                isNull(pendingRegistrations.usedAt),
                gt(pendingRegistrations.expiresAt, now),
              ),
            )
            .returning();
          if (!pending?.username || !pending.passwordHash) throw await refusal(tx, tokenHash);
          const [row] = await tx
            .insert(users)
            .values({
              username: pending.username,
              email: pending.email,
              passwordHash: pending.passwordHash,
              role: 'user',
              emailVerifiedAt: now,
            })
            .returning();
          await recordCustomerContact(tx, { email: row!.email, source: 'account' });
          return toPublicUser(row!);
        });
      } catch (error) {
        const index = uniqueViolation(error);
        if (index === null) throw error;
        // Another account took the username (or, rarer, the address) since the registration.
        throw new AppError(
          'conflict',
          index.includes('email') ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.usernameTaken,
        );
      }
    },
  };
}

async function refusal(tx: Executor, tokenHash: string): Promise<AppError> {
  const [row] = await tx
    .select({ usedAt: pendingRegistrations.usedAt })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.tokenHash, tokenHash));
  if (!row) return new AppError('bad_request', ACCOUNT_MESSAGES.registrationLinkInvalid);
  if (row.usedAt) return new AppError('conflict', ACCOUNT_MESSAGES.registrationLinkUsed);
  return new AppError('bad_request', ACCOUNT_MESSAGES.registrationLinkExpired);
}
