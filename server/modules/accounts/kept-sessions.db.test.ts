/**
 * Sessions kept between requests (kept-sessions.ts), on a real database with its real change listener: kept until a
 * write that can change them, whoever makes it (this service, another module's transaction, a console), and never
 * past the session's end. PGlite hears a write before it resolves; PostgreSQL a moment later when the write comes
 * through a connection made before the listener, hence the bounded polls.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database';
import type { DatabaseHandle } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { createKeptSessions, listenForSessionChanges } from './kept-sessions';
import { createSessionService, hashToken } from './session.service';

let handle: DatabaseHandle;
let userId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db
    .insert(users)
    .values({ username: 'kept-kim', email: 'kim@example.com', role: 'user', emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  userId = row!.id;
});
afterAll(() => handle.close());

const poll = { timeout: 5_000, interval: 10 };

/** A session service that keeps what it finds, listening as the shop's does. */
function keepingService(now?: () => Date) {
  return createSessionService(handle.db, { now, listen: listenForSessionChanges(handle) });
}

async function listening(service: { resolve(token: string): Promise<unknown> }, token: string) {
  // The listener answers LISTEN asynchronously: until then nothing is kept, and every read goes to the database.
  await expect.poll(() => service.resolve(token).then(Boolean), poll).toBe(true);
}

describe('kept sessions', () => {
  it('reads a found session once, and again after a write to sessions or users', async () => {
    let loads = 0;
    const kept = createKeptSessions({
      async load() {
        loads += 1;
        const rows = await handle.db.select({ id: sessions.id }).from(sessions).limit(1);
        return rows[0] ?? { id: 'none' };
      },
      endsAt: () => Number.POSITIVE_INFINITY,
      listen: listenForSessionChanges(handle),
    });
    // Until the listener answers LISTEN every read goes to the database.
    await expect
      .poll(async () => {
        const before = loads;
        await kept.read('a');
        return loads - before;
      }, poll)
      .toBe(0);
    const before = loads;
    expect(await kept.read('a')).toBeDefined();
    expect(await kept.read('a')).toBeDefined();
    expect(loads).toBe(before);

    await handle.db.update(users).set({ email: 'kim.new@example.com' }).where(eq(users.id, userId));
    await expect
      .poll(async () => {
        const now = loads;
        await kept.read('a');
        return loads > now;
      }, poll)
      .toBe(true);
    await kept.close();
  });

  it('never keeps a miss: a session written after a cookie was not found is found at once', async () => {
    const service = keepingService();
    await listening(service, (await service.start(userId)).token);
    const token = 'a-token-whose-session-comes-later';
    expect(await service.resolve(token)).toBeNull();
    const at = new Date();
    await handle.db.insert(sessions).values({
      id: hashToken(token),
      userId,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + 60_000),
    });
    expect((await service.resolve(token))?.user).toMatchObject({ id: userId });
    await service.close();
  });

  it('signs out at once a session ended in the database by anyone (a console, a password reset)', async () => {
    const service = keepingService();
    const { token } = await service.start(userId);
    await listening(service, token);
    expect((await service.resolve(token))?.user).toMatchObject({ id: userId, username: 'kept-kim' });

    await handle.db.execute(sql`delete from sessions where id = ${hashToken(token)}`);
    await expect.poll(() => service.resolve(token), poll).toBeNull();
    await service.close();
  });

  it("follows a change to the user: a customer's role, e-mail and verification", async () => {
    const service = keepingService();
    const { token } = await service.start(userId);
    await listening(service, token);
    await handle.db.update(users).set({ username: 'kept-kimberly' }).where(eq(users.id, userId));
    await expect.poll(async () => (await service.resolve(token))?.user?.username, poll).toBe('kept-kimberly');
    await handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
    await expect.poll(async () => (await service.resolve(token))?.user?.emailVerified, poll).toBe(false);
    await service.close();
  });

  it('signs out at once on this instance when the session ends here', async () => {
    const service = keepingService();
    const { token } = await service.start(userId);
    await listening(service, token);
    await service.end(token);
    expect(await service.resolve(token)).toBeNull();
    await service.close();
  });

  it('keeps no session past its end, 30 days after sign-in however active', async () => {
    let now = new Date('2027-03-01T00:00:00Z');
    const service = keepingService(() => now);
    const { token } = await service.start(userId);
    await listening(service, token);
    // Active every ten days or so: each visit after the hourly touch writes it down, in the database and the copy.
    for (const day of ['2027-03-11', '2027-03-21', '2027-03-30']) {
      now = new Date(`${day}T00:00:00Z`);
      expect(await service.resolve(token)).not.toBeNull();
    }
    const [row] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(row).toMatchObject({ lastSeenAt: now, expiresAt: new Date('2027-03-31T00:00:00Z') });
    now = new Date('2027-03-31T00:00:01Z');
    expect(await service.resolve(token)).toBeNull();
    await service.close();
  });
});
