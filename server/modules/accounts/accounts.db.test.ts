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

  it('expires after 30 days without activity, and activity slides the expiry', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const service = createSessionService(handle.db, () => now);
    const { token } = await service.start(null);

    now = new Date('2026-01-25T00:00:00Z');
    expect(await service.resolve(token)).not.toBeNull();

    now = new Date('2026-02-20T00:00:00Z'); // 26 days after the last activity
    expect(await service.resolve(token)).not.toBeNull();

    now = new Date('2026-03-25T00:00:00Z'); // 33 days idle
    expect(await service.resolve(token)).toBeNull();
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(1);
  });
});
