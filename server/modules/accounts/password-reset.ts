import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type ForgotPasswordInput,
  type PublicUser,
  type ResetPasswordInput,
} from '../../../core/schemas/accounts';
import { AppError } from '../../../core/errors';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { sendAccountLink, type AccountMailer } from './account-emails';
import { redeemAccountToken, spendAccountTokens } from './account-tokens';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { toPublicUser } from './public-user';

export function createPasswordReset(db: Database, deps: { mailer: AccountMailer; now: () => Date }) {
  return {
    /**
     * The caller always gets the same answer (the route sends ACCOUNT_MESSAGES.resetRequested), so the form cannot
     * tell which addresses have accounts. Past the hourly limit per account nothing more is sent, silently, for
     * the same reason. Accounts without a password (the seeded blog author) cannot sign in, so get no link.
     */
    async forgotPassword(input: ForgotPasswordInput): Promise<void> {
      const [user] = await db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), isNotNull(users.passwordHash)))
        .limit(1);
      if (user) await sendAccountLink(db, deps.mailer, 'reset-password', user, deps.now());
    },

    async resetPassword(input: ResetPasswordInput): Promise<PublicUser> {
      // Checked before the token is spent, so a refused password leaves the link usable for a second try.
      if (isCommonPassword(input.password)) throw new AppError('bad_request', ACCOUNT_MESSAGES.commonPassword);
      const passwordHash = await hashPassword(input.password);
      const at = deps.now();
      return db.transaction(async (tx) => {
        const { userId, email } = await redeemAccountToken(tx, {
          token: input.token,
          purpose: 'reset-password',
          now: at,
        });
        const [row] = await tx
          .update(users)
          .set({
            passwordHash,
            // The link reached the address, which proves it as a verification link would.
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
          })
          .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
          .returning();
        if (!row) throw new AppError('bad_request', ACCOUNT_MESSAGES.resetLinkInvalid);
        await spendAccountTokens(tx, { userId, purpose: 'reset-password', now: at });
        // Whoever knew the old password (or holds a stolen cookie) is signed out everywhere.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return toPublicUser(row);
      });
    },
  };
}
