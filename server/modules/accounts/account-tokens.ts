/**
 * The single-use links we e-mail (verify an address, reset a password). The token is 256 random bits, so it cannot
 * be guessed; the table keeps only its SHA-256, so a leaked table or backup opens nothing. A link is good only while
 * its row says so (unexpired, unused), which also lets us spend every other reset link once one is used; an HMAC
 * signature on top would add nothing the row does not already decide.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { ACCOUNT_MESSAGES } from '../../../core/schemas/accounts';
import type { Executor } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema';
import { hashToken } from './session.service';

const HOUR_MS = 60 * 60 * 1000;

/** How long a link works: a day to verify (mail can be slow to arrive), an hour to reset (OWASP's advice: short). */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
};

/** At most this many e-mails of one kind per account per hour: nobody can flood an inbox through our forms. */
export const LINK_EMAILS_PER_HOUR = 3;

/** Why a link is refused, in words that tell the visitor what to do next. */
const REFUSALS: Record<AccountTokenPurpose, { invalid: string; expired: string; used: string }> = {
  'verify-email': {
    invalid: ACCOUNT_MESSAGES.verifyLinkInvalid,
    expired: ACCOUNT_MESSAGES.verifyLinkExpired,
    used: ACCOUNT_MESSAGES.verifyLinkUsed,
  },
  'reset-password': {
    invalid: ACCOUNT_MESSAGES.resetLinkInvalid,
    expired: ACCOUNT_MESSAGES.resetLinkExpired,
    used: ACCOUNT_MESSAGES.resetLinkUsed,
  },
};

export async function issueAccountToken(
  tx: Executor,
  input: { userId: number; email: string; purpose: AccountTokenPurpose; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    purpose: input.purpose,
    tokenHash: hashToken(token),
    userId: input.userId,
    email: input.email,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[input.purpose]),
  });
  return token;
}

/**
 * Spends a token: the conditional update is the single-use gate, so two requests racing with one link cannot both
 * win. A refusal says why (not valid, expired, used) so the page can tell the visitor what to do next.
 */
export async function redeemAccountToken(
  tx: Executor,
  input: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<{ userId: number; email: string }> {
  const tokenHash = hashToken(input.token);
  const [spent] = await tx
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  if (spent) return spent;
  const [row] = await tx
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, input.purpose)));
  const refusal = REFUSALS[input.purpose];
  if (!row) throw new AppError('bad_request', refusal.invalid);
  if (row.usedAt) throw new AppError('conflict', refusal.used);
  throw new AppError('bad_request', refusal.expired);
}

/** Marks every unused token of one kind spent (after a password reset, the other reset links must not work). */
export async function spendAccountTokens(
  tx: Executor,
  input: { userId: number; purpose: AccountTokenPurpose; now: Date },
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * The per-account send limit, read from the tokens themselves (one row per e-mail sent), so it holds across
 * instances without Redis. Returns the seconds until another e-mail may go, or 0 when one may go now.
 */
export async function secondsUntilNextLinkEmail(
  db: Executor,
  input: { userId: number; purpose: AccountTokenPurpose; now: Date },
): Promise<number> {
  const since = new Date(input.now.getTime() - HOUR_MS);
  const [recent] = await db
    .select({ sent: count(), oldest: min(accountTokens.createdAt) })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        gt(accountTokens.createdAt, since),
      ),
    );
  if (!recent || recent.sent < LINK_EMAILS_PER_HOUR || !recent.oldest) return 0;
  return Math.max(1, Math.ceil((recent.oldest.getTime() + HOUR_MS - input.now.getTime()) / 1000));
}
