import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '../../../core/constants';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { TableChanges } from '../../db/table-changes';
import type { CurrentUser } from '../../current-user';
import { createKeptSessions } from './kept-sessions';
import { needsTotpEnrolment } from './public-user';

const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;
/**
 * A session ends this long after sign-in however active it is (OWASP Session Management: an absolute timeout caps
 * how long a stolen cookie stays useful; the idle one alone can be kept alive forever by a script).
 */
export const SESSION_ABSOLUTE_DAYS = 30;
const ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * DAY_MS;
/** Sliding expiry is written at most this often, so a busy visitor does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** What a session remembers beside its user: whether the sign-in passed the admin's second factor. */
export interface SessionData {
  secondFactor?: boolean;
}

export interface ActiveSession {
  id: string;
  user: CurrentUser | null;
}

/** The cookie carries a random token; the database keeps only its hash, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The idle expiry from `at`, never past the absolute end counted from sign-in. */
function expiryFrom(at: Date, signedInAt: Date): Date {
  return new Date(Math.min(at.getTime() + IDLE_MS, signedInAt.getTime() + ABSOLUTE_MS));
}

export interface SessionServiceOptions {
  now?: () => Date;
  /**
   * Hears the sessions channel (migration 0047; server/db/table-changes.ts): the sessions found are then kept until a
   * write can change them (kept-sessions.ts). Without it every request reads the database.
   */
  listen?: (onChange: () => void) => TableChanges;
}

export function createSessionService(db: Database, options: SessionServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  // Every signed-in request resolves its session: the statement is built once (Drizzle's prepare: on PostgreSQL a
  // named statement, parsed and planned once per pooled connection), not on each request.
  const activeSession = db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      data: sessions.data,
      userId: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('at')),
        // Also checked here, not only through expires_at: rows written before the absolute limit existed.
        gt(sessions.createdAt, sql.placeholder('signedInAfter')),
      ),
    )
    .limit(1)
    .prepare('session_resolve');
  const kept = createKeptSessions({
    async load(id: string) {
      const at = now();
      const signedInAfter = new Date(at.getTime() - ABSOLUTE_MS);
      return (await activeSession.execute({ id, at, signedInAfter }))[0];
    },
    // The query's own conditions: its idle end, and 30 days after sign-in.
    endsAt: (row) => Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + ABSOLUTE_MS),
    now: () => now().getTime(),
    listen: options.listen,
  });

  return {
    async start(userId: number | null, data: SessionData = {}): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = expiryFrom(at, at);
      const values = { id: hashToken(token), userId, data: { ...data }, createdAt: at, lastSeenAt: at, expiresAt };
      await db.insert(sessions).values(values);
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<ActiveSession | null> {
      const id = hashToken(token);
      const at = now();
      // A kept session past its end (as this instance last wrote or read it) is read again: another instance may
      // have moved its sliding expiry on.
      const row = await kept.read(id);
      if (!row) return null;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = expiryFrom(at, row.createdAt);
        await db.update(sessions).set({ lastSeenAt: at, expiresAt }).where(eq(sessions.id, id));
        // The kept copy follows (the sliding expiry is not announced: migration 0047).
        Object.assign(row, { lastSeenAt: at, expiresAt });
      }
      // Deny by default: an admin with a second factor whose session did not pass it (signed in before enrolling,
      // on another device, or through a password reset) is signed out; the enrolment ended those sessions anyway.
      const missingSecondFactor =
        row.role === 'admin' && row.totpEnabledAt !== null && (row.data as SessionData).secondFactor !== true;
      const user =
        row.userId !== null && row.username !== null && row.email !== null && row.role !== null && !missingSecondFactor
          ? ({
              id: row.userId,
              username: row.username,
              email: row.email,
              role: row.role === 'admin' ? 'admin' : 'user',
              emailVerified: row.emailVerifiedAt !== null,
              needsTotpEnrolment: needsTotpEnrolment({ role: row.role, totpEnabledAt: row.totpEnabledAt }),
            } as const)
          : null;
      return { id, user };
    },

    async end(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
      // Heard from the database too; on PostgreSQL a connection the pool made before the listener hears it a moment
      // later, and the next request of this browser must already be signed out.
      kept.forgetAll();
    },

    async purgeExpired(): Promise<number> {
      const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now())).returning({ id: sessions.id });
      return deleted.length;
    },

    /** Stops listening for changes (the app closes). */
    close: () => kept.close(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
