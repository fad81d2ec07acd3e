import { eq, or, sql } from 'drizzle-orm';
import type { AdminSeed } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';

/**
 * Creates the admin, or brings an existing account with that username or e-mail up to date.
 * This (ADMIN_* at start, or `npm run admin:create`) is the only way the admin role is given.
 */
export async function ensureAdmin(db: Database, admin: AdminSeed): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(admin.password);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, admin.username.toLowerCase()),
        eq(sql`lower(${users.email})`, admin.email.toLowerCase()),
      ),
    )
    .limit(1);
  const found = existing[0];
  if (found) {
    await db
      .update(users)
      .set({ username: admin.username, email: admin.email, passwordHash, role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, found.id));
    return 'updated';
  }
  await db.insert(users).values({ username: admin.username, email: admin.email, passwordHash, role: 'admin' });
  return 'created';
}
