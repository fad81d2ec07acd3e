/**
 * Recovery codes: ten single-use codes shown once at enrolment, for the day the phone is lost. Only their SHA-256
 * is kept (they are 60 random bits, so a fast hash is enough: nobody can try 2^60 guesses against a leaked table).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { recoveryCodes } from '../../db/schema';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper is typed back without guessing. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** xxxx-xxxx-xxxx */
function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** The same hash however the code is typed back: case, dashes and spaces do not matter. */
export function hashRecoveryCode(code: string): string {
  const bare = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(bare).digest('hex');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '').length === GROUPS * GROUP_LENGTH;
}

/** A fresh set replaces any earlier one (used or not); answers the codes, which are never stored in clear. */
export async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values([...codes].map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return [...codes];
}

/** Spends the code if it is one of the user's unused ones (a conditional update: two racing uses, one wins). */
export async function spendRecoveryCode(db: Database | Tx, userId: number, code: string, at: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}
