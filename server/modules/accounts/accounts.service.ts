import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  tryAgainIn,
  TWO_FACTOR_MESSAGES,
  type LoginInput,
  type PublicUser,
} from '../../../core/schemas/accounts';
import { AppError, tooManyRequests } from '../../../core/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AccountMailer } from './account-emails';
import { createEmailVerification } from './email-verification';
import { addressKey, createLoginThrottle, loginWaitMs } from './login-throttle';
import { createPasswordReset } from './password-reset';
import { hashPassword, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';
import { createRegistration } from './registration';
import { createTwoFactor, firstRecoveryCodes, verifySecondFactor } from './two-factor';

/** Verifying against this keeps a login for an unknown username as slow as one with a wrong password. */
let dummyHash: Promise<string> | undefined;

export interface AccountServiceDeps {
  mailer: AccountMailer;
  now?: () => Date;
}

export function createAccountService(db: Database, options: AccountServiceDeps) {
  const deps = { mailer: options.mailer, now: options.now ?? (() => new Date()) };
  const throttle = createLoginThrottle(db);
  return {
    /**
     * The same message for an unknown username and a wrong password, and about the same time for both; the limits
     * (login-throttle.ts) are checked before the password, so a held-back guess costs no argon2 work. An enrolled
     * admin also needs `otp` (asked for with `otpRequired` only once the password is right); a wrong code counts as
     * a failure like a wrong password. `secondFactor`: the session may be marked as having passed it.
     * `recoveryCodes`: made at the first sign-in of an admin enrolled without them (ADMIN_TOTP_SECRET), shown once.
     */
    async login(
      input: LoginInput,
      ip: string,
    ): Promise<{ user: PublicUser; secondFactor: boolean; recoveryCodes: string[] | null }> {
      const usernameKey = input.username.toLowerCase();
      const address = addressKey(ip);
      const at = deps.now();
      const waitMs = loginWaitMs(await throttle.state(usernameKey, address, at), at);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw tooManyRequests(`${ACCOUNT_MESSAGES.tooManyFailedLogins} ${tryAgainIn(seconds)}`, waitMs);
      }
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, usernameKey))
        .limit(1);
      let valid = false;
      if (row?.passwordHash) {
        valid = await verifyPassword(row.passwordHash, input.password);
      } else {
        dummyHash ??= hashPassword('not-a-real-password-for-timing');
        await verifyPassword(await dummyHash, input.password);
      }
      if (!row || !valid) {
        await throttle.recordFailure(usernameKey, address, deps.now());
        throw new AppError('unauthorized', ACCOUNT_MESSAGES.invalidLogin);
      }
      const totpSecret = row.role === 'admin' && row.totpEnabledAt !== null ? row.totpSecret : null;
      const secondFactor = totpSecret !== null;
      if (totpSecret !== null) {
        if (!input.otp) {
          throw new AppError('unauthorized', TWO_FACTOR_MESSAGES.otpRequired, { otpRequired: true });
        }
        if (!(await verifySecondFactor(db, { id: row.id, totpSecret }, input.otp, deps.now()))) {
          await throttle.recordFailure(usernameKey, address, deps.now());
          throw new AppError('unauthorized', TWO_FACTOR_MESSAGES.otpInvalid, { otpRequired: true });
        }
      }
      await throttle.clear(usernameKey, address);
      const recoveryCodes = secondFactor ? await firstRecoveryCodes(db, row, ip) : null;
      return { user: toPublicUser(row), secondFactor, recoveryCodes };
    },

    ...createRegistration(db, deps),
    ...createEmailVerification(db, deps),
    ...createPasswordReset(db, deps),
    ...createTwoFactor(db, { issuer: deps.mailer.shop.name, now: deps.now }),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
