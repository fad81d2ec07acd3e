import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../core/schemas/accounts';
import { accountTokens, sessions } from '../../db/schema';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';
import { LINK_EMAILS_PER_HOUR } from './account-tokens';

const api = accountTestHarness();

const forgot = (email: string, ip?: string) => api.post('/api/auth/forgot-password', { email }, { ip });
const reset = (token: string, password: string) => api.post('/api/auth/reset-password', { token, password });
const resetMails = async (email: string) =>
  (await api.mailTo(email)).filter((mail) => mail.textBody.includes('/reset-password?token='));

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and e-mails a 1-hour link only to a real one', async () => {
    await api.register('lost-key', 'lost.key@example.com');
    const known = await forgot('Lost.Key@Example.com');
    const unknown = await forgot('nobody.here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    expect(unknown.json()).toEqual(known.json());

    expect(await api.mailTo('nobody.here@example.com')).toEqual([]);
    const [mail] = await resetMails('lost.key@example.com');
    expect(mail!.subject).toBe('Reset your Pinshop Golf Pins password');
    expect(mail!.textBody).toMatch(/http:\/\/shop\.test\/reset-password\?token=[\w-]{43}\b/);
    const [stored] = await api.t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset-password'));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(stored!.tokenHash).not.toBe(await api.tokenFromMail('lost.key@example.com', '/reset-password'));
  });

  it('sends an address only a few links an hour, silently, and limits each client address with Retry-After', async () => {
    await api.register('mailbox-target', 'target@example.com');
    for (let i = 0; i < LINK_EMAILS_PER_HOUR + 2; i += 1) {
      expect((await forgot('target@example.com')).json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    }
    expect(await resetMails('target@example.com')).toHaveLength(LINK_EMAILS_PER_HOUR);

    const statuses: number[] = [];
    let last = await forgot('someone@example.com', '10.250.0.1');
    for (let i = 0; i < 10 && last.statusCode === 200; i += 1) {
      statuses.push(last.statusCode);
      last = await forgot(`someone${i}@example.com`, '10.250.0.1');
    }
    expect(statuses).toHaveLength(10);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the body with the registration rules for the address', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: 7 }]) {
      const res = await api.post('/api/auth/forgot-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.email);
    }
  });
});

describe('reset password', () => {
  it('sets the new password, ends every other session, signs in, verifies the address, and works once', async () => {
    const { user, cookie: firstSession } = await api.register('reset-me', 'reset.me@example.com', 'old-password-77');
    const second = api.sessionCookie(
      await api.post('/api/auth/login', { username: 'reset-me', password: 'old-password-77' }),
    );
    await forgot('reset.me@example.com');
    await forgot('reset.me@example.com');
    const [newest, older] = await resetMails('reset.me@example.com');
    const token = /reset-password\?token=([\w-]+)/.exec(newest!.textBody)![1]!;
    const olderToken = /reset-password\?token=([\w-]+)/.exec(older!.textBody)![1]!;

    // A refused password leaves the link usable.
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(ACCOUNT_MESSAGES.commonPassword);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(ACCOUNT_MESSAGES.password);

    const done = await reset(token, 'brand-new-putter-9');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, username: 'reset-me', emailVerified: true });
    const fresh = api.sessionCookie(done);
    expect((await api.get('/api/auth/user', fresh)).statusCode).toBe(200);
    for (const old of [firstSession, second]) expect((await api.get('/api/auth/user', old)).statusCode).toBe(401);
    expect(await api.t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const oldLogin = await api.post('/api/auth/login', { username: 'reset-me', password: 'old-password-77' });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await api.post('/api/auth/login', { username: 'reset-me', password: 'brand-new-putter-9' });
    expect(newLogin.statusCode).toBe(200);

    for (const spent of [token, olderToken]) {
      const again = await reset(spent, 'another-new-pass-1');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkUsed });
    }
  });

  it('refuses an expired, unknown or malformed link with a clear message', async () => {
    const { user } = await api.registerUnverified('too-late', 'too.late@example.com');
    await forgot('too.late@example.com');
    const token = await api.tokenFromMail('too.late@example.com', '/reset-password');
    await api.t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const expired = await reset(token, 'brand-new-putter-9');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkExpired });

    const unknown = await reset('y'.repeat(43), 'brand-new-putter-9');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkInvalid });
    const malformed = await api.post('/api/auth/reset-password', { token: 'abc', password: 'brand-new-putter-9' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    // A verification link is not a reset link.
    const verifyToken = await api.tokenFromMail('too.late@example.com', '/verify-email');
    expect((await reset(verifyToken, 'brand-new-putter-9')).json()).toEqual({
      message: ACCOUNT_MESSAGES.resetLinkInvalid,
    });
  });
});
