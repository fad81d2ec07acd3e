import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database';
import type { DatabaseHandle } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { ensureAdmin } from './admin.service';
import { verifyPassword } from './passwords';
import { createSessionService, hashToken } from './session.service';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('ensureAdmin', () => {
  it('creates the admin with an argon2id hash, then updates it instead of duplicating', async () => {
    expect(
      await ensureAdmin(handle.db, { username: 'owner', email: 'owner@example.com', password: 'first-password' }),
    ).toBe('created');
    expect(
      await ensureAdmin(handle.db, { username: 'Owner', email: 'OWNER@example.com', password: 'second-password' }),
    ).toBe('updated');

    const rows = await handle.db.select().from(users).where(eq(users.role, 'admin'));
    expect(rows).toHaveLength(1);
    const admin = rows[0]!;
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash!, 'second-password')).toBe(true);
    expect(await verifyPassword(admin.passwordHash!, 'first-password')).toBe(false);
  });
});

describe('sessions', () => {
  it('resolves a started session to its user and stores only the token hash', async () => {
    const service = createSessionService(handle.db);
    const [user] = await handle.db.select().from(users).where(eq(users.role, 'admin'));
    const { token } = await service.start(user!.id);

    const stored = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const session = await service.resolve(token);
    expect(session?.user).toMatchObject({ id: user!.id, role: 'admin' });

    await service.end(token);
    expect(await service.resolve(token)).toBeNull();
  });

  it('ends 30 days after sign-in however active the visitor is, and after 30 idle days', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const service = createSessionService(handle.db, { now: () => now });
    const busy = await service.start(null);
    expect(busy.expiresAt).toEqual(new Date('2026-01-31T00:00:00Z'));
    for (const day of ['2026-01-10', '2026-01-20', '2026-01-30']) {
      now = new Date(`${day}T12:00:00Z`); // activity every ten days: the idle limit alone would slide forever
      expect(await service.resolve(busy.token)).not.toBeNull();
    }
    now = new Date('2026-01-31T00:00:01Z');
    expect(await service.resolve(busy.token)).toBeNull();

    const idle = await service.start(null);
    now = new Date('2026-03-02T00:00:02Z'); // over 30 idle days
    expect(await service.resolve(idle.token)).toBeNull();
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(2);
  });
});
