/**
 * The admin's second factor: checking a code at sign-in (a TOTP code once, or a recovery code once), and enrolment
 * (a pending secret shown as a QR code, confirmed by its first code, which turns it on and makes the recovery codes).
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { TWO_FACTOR_MESSAGES } from '../../../core/schemas/accounts';
import type { Database, Tx } from '../../db/client';
import { recoveryCodes, sessions, users } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { looksLikeRecoveryCode, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { matchingStep, newTotpSecret, totpUrl } from './totp';

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/**
 * True when `otp` is a current code of `secret` not used before (its step is stored, in a conditional update, so
 * two sign-ins racing with one code cannot both pass), or one of the user's unused recovery codes (then spent).
 */
export async function verifySecondFactor(
  db: Database | Tx,
  user: { id: number; totpSecret: string },
  otp: string,
  at: Date,
): Promise<boolean> {
  if (looksLikeRecoveryCode(otp)) return spendRecoveryCode(db, user.id, otp, at);
  const step = matchingStep(user.totpSecret, otp, at);
  if (step === null) return false;
  const accepted = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.totpSecret, user.totpSecret),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return accepted.length > 0;
}

/** Only a signed-in admin enrols (these routes serve the admin who is not enrolled yet, so no 'admin' tag). */
function requireAdminUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new AppError('unauthorized', 'Please log in to continue');
  if (user.role !== 'admin') throw new AppError('forbidden', TWO_FACTOR_MESSAGES.adminOnly);
  return user;
}

async function loadSecondFactor(db: Database | Tx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('unauthorized', 'Please log in to continue');
  return row;
}

export function createTwoFactor(db: Database, deps: { issuer: string; now: () => Date }) {
  return {
    /**
     * A new pending secret (replacing any earlier pending one). An admin who already has a second factor must
     * prove it with a current code first, so a stolen session cannot swap in the thief's authenticator.
     */
    async startTotpSetup(current: CurrentUser | null, otp: string | undefined, ip: string): Promise<TotpSetup> {
      const user = requireAdminUser(current);
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        const row = await loadSecondFactor(tx, user.id);
        if (row.totpEnabledAt && row.totpSecret) {
          if (!otp) {
            throw new AppError('unauthorized', TWO_FACTOR_MESSAGES.currentCodeRequired, { otpRequired: true });
          }
          if (!(await verifySecondFactor(tx, { id: row.id, totpSecret: row.totpSecret }, otp, deps.now()))) {
            throw new AppError('unauthorized', TWO_FACTOR_MESSAGES.otpInvalid, { otpRequired: true });
          }
        }
        await tx.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
        // Never the secret itself: the audit log is readable by every admin.
        await recordAudit(tx, { actor: user, action: 'totp.setup', entity: 'user', entityId: user.id, ip });
      });
      const otpauthUrl = totpUrl(secret, user.username, deps.issuer);
      // qrcode is loaded by the first set-up, not by every start.
      const { default: QRCode } = await import('qrcode');
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * The first code of the pending secret turns it on, with ten new recovery codes (answered once). Every session
     * of the account ends: the route starts a fresh one for this browser, marked as having passed the second factor.
     */
    async enableTotp(current: CurrentUser | null, otp: string, ip: string): Promise<string[]> {
      const user = requireAdminUser(current);
      const at = deps.now();
      return db.transaction(async (tx) => {
        const row = await loadSecondFactor(tx, user.id);
        if (!row.totpPendingSecret) throw new AppError('conflict', TWO_FACTOR_MESSAGES.setupFirst);
        const step = matchingStep(row.totpPendingSecret, otp, at);
        if (step === null) throw new AppError('bad_request', TWO_FACTOR_MESSAGES.setupCodeInvalid);
        await tx
          .update(users)
          .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: at, totpLastStep: step })
          .where(eq(users.id, user.id));
        const codes = await replaceRecoveryCodes(tx, user.id);
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await recordAudit(tx, {
          actor: user,
          action: row.totpEnabledAt ? 'totp.replaced' : 'totp.enabled',
          entity: 'user',
          entityId: user.id,
          details: { recoveryCodes: codes.length },
          before: { totpEnabledAt: row.totpEnabledAt?.toISOString() ?? null },
          after: { totpEnabledAt: at.toISOString() },
          ip,
        });
        return codes;
      });
    },
  };
}

/**
 * An admin enrolled without the set-up page (ADMIN_TOTP_SECRET, or a secret changed at start) has no recovery codes:
 * the first sign-in with the second factor makes ten and answers them, this once (the account's row is locked, so two
 * sign-ins at once cannot make two sets). Null when the admin has codes already (used or not).
 */
export async function firstRecoveryCodes(
  db: Database,
  user: Pick<CurrentUser, 'id'>,
  ip: string,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [existing] = await tx
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id))
      .limit(1);
    if (existing) return null;
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, {
      actor: user,
      action: 'totp.recovery-codes',
      entity: 'user',
      entityId: user.id,
      details: { recoveryCodes: codes.length },
      ip,
    });
    return codes;
  });
}

/**
 * `npm run admin:create`: the admin sets the second factor up again at the next sign-in (a lost phone). Its codes
 * and every session end with it. Answers false when there is no such account.
 */
export async function resetSecondFactor(db: Database, username: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.username, username))
      .returning({ id: users.id });
    if (!row) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
    await tx.delete(sessions).where(eq(sessions.userId, row.id));
    return true;
  });
}
