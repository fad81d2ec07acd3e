/**
 * Sign-in limits that slow guessing without letting anyone lock the owner out. The old rule (10 failures from
 * anywhere lock the username for 15 minutes) let a stranger keep any account locked. Now:
 * - an address that has failed for a username waits before its next try there; the wait doubles with the
 *   username's recent failures from every address (so a botnet slows itself down) up to a cap;
 * - one address gets at most MAX_FAILURES_PER_ADDRESS failures per username per window;
 * - an address with no recent failure for that username is never held back, so the owner with the right password
 *   from a fresh address always gets in (OWASP Authentication Cheat Sheet: account lockout enables denial of
 *   service; throttle per source instead).
 * Kept in the database so every instance applies the same counts, for unknown usernames too (no enumeration).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export const LOGIN_LIMITS = {
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60_000,
  maxFailuresPerAddress: 10,
  /** Failures of a username (all addresses) before any wait starts: typing mistakes cost nothing. */
  freeFailuresPerUsername: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
} as const;

export interface LoginFailureState {
  /** Recent failures of the username from every address. */
  usernameFailures: number;
  /** This address's recent failures for the username, and the last one. */
  addressFailures: number;
  addressLastFailedAt: Date | null;
}

/** Milliseconds this address must still wait before trying the username again (0: go ahead). */
export function loginWaitMs(state: LoginFailureState, now: Date): number {
  if (!state.addressLastFailedAt || state.addressFailures === 0) return 0;
  const since = now.getTime() - state.addressLastFailedAt.getTime();
  if (state.addressFailures >= LOGIN_LIMITS.maxFailuresPerAddress) return Math.max(0, LOGIN_LIMITS.windowMs - since);
  const over = state.usernameFailures - LOGIN_LIMITS.freeFailuresPerUsername;
  if (over < 0) return 0;
  const delay = Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** over, LOGIN_LIMITS.maxDelayMs);
  return Math.max(0, delay - since);
}

/**
 * The address a limit counts: an IPv6 client usually holds a whole /64, so counting single addresses there would
 * give it 2^64 fresh starts. IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  const groups = [...front, ...zeros, ...back].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}

export function createLoginThrottle(db: Database) {
  const cutoffOf = (now: Date) => new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  return {
    async state(usernameKey: string, address: string, now: Date): Promise<LoginFailureState> {
      const mine = sql`${loginFailures.address} = ${address}`;
      const [row] = await db
        .select({
          usernameFailures: sql<number>`coalesce(sum(${loginFailures.failures}), 0)`.mapWith(Number),
          addressFailures: sql<number>`coalesce(max(case when ${mine} then ${loginFailures.failures} end), 0)`.mapWith(
            Number,
          ),
          addressLastFailedAt: sql<Date | null>`max(case when ${mine} then ${loginFailures.lastFailedAt} end)`.mapWith(
            loginFailures.lastFailedAt,
          ),
        })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.usernameKey, usernameKey),
            sql`${loginFailures.lastFailedAt} > ${cutoffOf(now).toISOString()}::timestamptz`,
          ),
        );
      return row ?? { usernameFailures: 0, addressFailures: 0, addressLastFailedAt: null };
    },

    async recordFailure(usernameKey: string, address: string, now: Date): Promise<void> {
      const cutoff = cutoffOf(now);
      await db
        .insert(loginFailures)
        .values({ usernameKey, address, failures: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: [loginFailures.usernameKey, loginFailures.address],
          set: {
            // A failure after a quiet window starts the count again.
            failures: sql`case when ${loginFailures.lastFailedAt} > ${cutoff.toISOString()}::timestamptz then ${loginFailures.failures} + 1 else 1 end`,
            lastFailedAt: now,
          },
        });
      // Forgotten rows go here rather than in a timer: the table stays as small as the last window's failures.
      await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, cutoff));
    },

    /** A success from an address clears that address only: the username's other failures still slow the guessers. */
    async clear(usernameKey: string, address: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.usernameKey, usernameKey), eq(loginFailures.address, address)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
