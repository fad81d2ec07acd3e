import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, tryAgainIn, type VerifyEmailInput } from '../../../core/schemas/accounts';
import { AppError, tooManyRequests } from '../../../core/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { sendAccountLink, type AccountMailer } from './account-emails';
import { redeemAccountToken } from './account-tokens';

/** Proving the e-mail address: the link sent at registration, or again on request. */
export function createEmailVerification(db: Database, deps: { mailer: AccountMailer; now: () => Date }) {
  return {
    async resendVerification(user: CurrentUser): Promise<void> {
      if (user.emailVerified) throw new AppError('conflict', ACCOUNT_MESSAGES.emailAlreadyVerified);
      const waitSeconds = await sendAccountLink(db, deps.mailer, 'verify-email', user, deps.now());
      if (waitSeconds > 0) {
        throw tooManyRequests(`${ACCOUNT_MESSAGES.tooManyVerifyEmails} ${tryAgainIn(waitSeconds)}`, waitSeconds * 1000);
      }
    },

    /** No sign-in needed: the link may be opened on another device than the one that registered. */
    async verifyEmail(input: VerifyEmailInput): Promise<void> {
      const at = deps.now();
      await db.transaction(async (tx) => {
        const { userId, email } = await redeemAccountToken(tx, {
          token: input.token,
          purpose: 'verify-email',
          now: at,
        });
        const [verified] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
          .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
          .returning({ id: users.id });
        // The account has moved to another address since the link was sent: the link proves nothing about it.
        if (!verified) throw new AppError('bad_request', ACCOUNT_MESSAGES.verifyLinkInvalid);
      });
    },
  };
}
