/**
 * Two app instances on one PostgreSQL, each keeping the sessions it has found (kept-sessions.ts): a session ended or
 * changed through one instance is ended or changed in the other as soon as the notification arrives (a bounded wait,
 * never a fixed sleep), and in the one that ended it at once. PostgreSQL only: PGlite is one process's database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { buildTwinApps } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';

const poll = { timeout: 5_000, interval: 20 };

describe.skipIf(!onPostgresServer())('sessions kept by two instances', () => {
  let twins: Awaited<ReturnType<typeof buildTwinApps>>;
  let a: ReturnType<typeof accountTestClient>;
  let b: ReturnType<typeof accountTestClient>;
  beforeAll(async () => {
    twins = await buildTwinApps({ LOG_LEVEL: 'silent' });
    const client = (app: (typeof twins.apps)[number]) =>
      accountTestClient({ app, database: twins.database, close: async () => {} });
    [a, b] = [client(twins.apps[0]), client(twins.apps[1])];
  });
  afterAll(() => twins?.close());

  const whoOn = async (api: typeof a, cookie: string) => {
    const res = await api.get('/api/auth/user', cookie);
    return res.statusCode === 200 ? (res.json() as { username: string }).username : res.statusCode;
  };

  it('a sign-out on one instance signs the browser out on the other', async () => {
    const { cookie } = await a.register('twin-tess', 'tess@example.com');
    // Read by both (and kept once each instance's listener answers).
    for (let i = 0; i < 3; i += 1) {
      expect(await whoOn(a, cookie)).toBe('twin-tess');
      expect(await whoOn(b, cookie)).toBe('twin-tess');
    }
    expect((await a.post('/api/auth/logout', {}, { cookie })).statusCode).toBeLessThan(300);
    expect(await whoOn(a, cookie)).toBe(401);
    await expect.poll(() => whoOn(b, cookie), poll).toBe(401);
  });

  it('a password reset through one instance ends the sessions the other keeps', async () => {
    const { cookie } = await a.register('twin-rory', 'rory@example.com');
    for (let i = 0; i < 3; i += 1) expect(await whoOn(b, cookie)).toBe('twin-rory');
    expect((await a.post('/api/auth/forgot-password', { email: 'rory@example.com' })).statusCode).toBe(200);
    const token = await a.tokenFromMail('rory@example.com', '/reset-password');
    const reset = await a.post('/api/auth/reset-password', { token, password: 'a-new-long-putter-8' });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    await expect.poll(() => whoOn(b, cookie), poll).toBe(401);
    expect(await whoOn(a, cookie)).toBe(401);
  });
});
