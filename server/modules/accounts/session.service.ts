import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '../../../core/constants';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { CurrentUser } from '../../load-context';

const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so a busy visitor does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface ActiveSession {
  id: string;
  user: CurrentUser | null;
}

/** The cookie carries a random token; the database keeps only its hash, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createSessionService(db: Database, now: () => Date = () => new Date()) {
  return {
    async start(userId: number | null): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + IDLE_MS);
      await db.insert(sessions).values({ id: hashToken(token), userId, createdAt: at, lastSeenAt: at, expiresAt });
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<ActiveSession | null> {
      const id = hashToken(token);
      const at = now();
      const rows = await db
        .select({
          id: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          userId: users.id,
          username: users.username,
          email: users.email,
          role: users.role,
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, at)))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + IDLE_MS) })
          .where(eq(sessions.id, id));
      }
      const user =
        row.userId !== null && row.username !== null && row.email !== null
          ? ({
              id: row.userId,
              username: row.username,
              email: row.email,
              role: row.role === 'admin' ? 'admin' : 'user',
            } as const)
          : null;
      return { id, user };
    },

    async end(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    },

    async purgeExpired(): Promise<number> {
      const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now())).returning({ id: sessions.id });
      return deleted.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
