import { eq, or, sql } from 'drizzle-orm';
import type { AdminSeed } from '../../config';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashPassword } from './passwords';

/**
 * Creates the admin, or brings an existing account with that username or e-mail up to date.
 * This (ADMIN_* at start, or `npm run admin:create`) is the only way the admin role is given. The operator typed the
 * address, so it counts as verified (the migration that added verification treats existing admins the same way).
 */
export async function ensureAdmin(db: Database, admin: AdminSeed): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, role: users.role, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.username})`, admin.username.toLowerCase()),
          eq(sql`lower(${users.email})`, admin.email.toLowerCase()),
        ),
      )
      .limit(1);
    if (!found) {
      await tx.insert(users).values({
        username: admin.username,
        email: admin.email,
        passwordHash,
        role: 'admin',
        emailVerifiedAt: new Date(),
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
      })
      .where(eq(users.id, found.id));
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
