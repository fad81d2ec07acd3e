import { eq, or, sql } from 'drizzle-orm';
import type { AdminSeed } from '../../config';
import type { Database } from '../../db/client';
import { recoveryCodes, sessions, users } from '../../db/schema';
import { hashPassword } from './passwords';
import { normaliseBase32 } from './totp';

/**
 * Creates the admin, or brings an existing account with that username or e-mail up to date.
 * This (ADMIN_* at start, or `npm run admin:create`) is the only way the admin role is given. The operator typed the
 * address, so it counts as verified (the migration that added verification treats existing admins the same way).
 * With `totpSecret` (ADMIN_TOTP_SECRET) the admin is enrolled in the second factor with it; without, the second
 * factor is left as it is (every start runs this).
 */
export async function ensureAdmin(db: Database, admin: AdminSeed): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        totpSecret: users.totpSecret,
      })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.username})`, admin.username.toLowerCase()),
          eq(sql`lower(${users.email})`, admin.email.toLowerCase()),
        ),
      )
      .limit(1);
    const totpSecret = admin.totpSecret === undefined ? undefined : normaliseBase32(admin.totpSecret);
    // The same secret again keeps its last used step (a code stays good once across restarts) and recovery codes.
    const totp =
      totpSecret === undefined || totpSecret === found?.totpSecret
        ? {}
        : { totpSecret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: null };
    if (!found) {
      await tx.insert(users).values({
        username: admin.username,
        email: admin.email,
        passwordHash,
        role: 'admin',
        emailVerifiedAt: new Date(),
        ...totp,
      });
      return 'created';
    }
    const sameEmail = found.email.toLowerCase() === admin.email.toLowerCase();
    await tx
      .update(users)
      .set({
        username: admin.username,
        email: admin.email,
        passwordHash,
        role: 'admin',
        emailVerifiedAt: sameEmail && found.emailVerifiedAt ? found.emailVerifiedAt : new Date(),
        ...totp,
      })
      .where(eq(users.id, found.id));
    // Codes made for another secret would be a way around the provisioned one.
    if ('totpSecret' in totp) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, found.id));
    // A customer account promoted here may have been registered by someone else with the owner's name or address:
    // whoever is signed in to it must not walk in as admin. (Kept when it was already the admin: every start
    // runs this, and the owner would be signed out at each deploy.)
    if (found.role !== 'admin') await tx.delete(sessions).where(eq(sessions.userId, found.id));
    return 'updated';
  });
}

/** The admins' usernames (the start-up message says whether the owner can sign in yet). */
export async function adminUsernames(db: Database): Promise<string[]> {
  const rows = await db.select({ username: users.username }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.username);
}
