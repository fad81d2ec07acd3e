/**
 * The admin's second factor: the code at sign-in (good once), recovery codes (good once), enrolment with
 * a QR code, the admin guard refusing an admin who has not enrolled, ADMIN_TOTP_SECRET and the admin:create reset.
 */
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, TWO_FACTOR_MESSAGES } from '../../../core/schemas/accounts';
import { freshOtp, TEST_ADMIN } from '../../../tests/helpers/admin';
import { ConfigError, loadConfig } from '../../config';
import { loginFailures, recoveryCodes, sessions, users } from '../../db/schema';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';
import { ensureAdmin } from './admin.service';
import { resetSecondFactor } from './two-factor';

const api = accountTestHarness();

const TEST_ADMIN_NO_CODE = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
const PERIOD_MS = 30_000;
const codeAt = (secret: string, step: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: step * PERIOD_MS });
const nowStep = () => Math.floor(Date.now() / PERIOD_MS);

async function userRow(username: string) {
  const [row] = await api.t.database.db.select().from(users).where(eq(users.username, username));
  return row!;
}

const login = (username: string, password: string, otp?: string) =>
  api.post('/api/auth/login', otp === undefined ? { username, password } : { username, password, otp });

/** A fresh admin (no second factor), signed in with the password alone. */
async function freshAdmin(username: string) {
  const admin = { username, email: `${username}@pinshop.example`, password: `${username}-password-long` };
  await ensureAdmin(api.t.database.db, admin);
  const res = await login(admin.username, admin.password);
  expect(res.statusCode, res.body).toBe(200);
  return { ...admin, cookie: api.sessionCookie(res), user: res.json<{ needsTotpEnrolment: boolean }>() };
}

/** Enrols the signed-in fresh admin: answers its secret, its recovery codes and its new session cookie. */
async function enrol(cookie: string) {
  const setup = await api.post('/api/auth/totp/setup', {}, { cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await api.post('/api/auth/totp/enable', { otp: codeAt(secret, nowStep()) }, { cookie });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return {
    secret,
    recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes,
    cookie: api.sessionCookie(enabled),
  };
}

describe('signing in an admin with a second factor', () => {
  it('asks for the code once the password is right, without a session or a counted failure', async () => {
    await ensureAdmin(api.t.database.db, TEST_ADMIN);
    const wrongPassword = await login(TEST_ADMIN.username, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: ACCOUNT_MESSAGES.invalidLogin });

    const asked = await api.post('/api/auth/login', TEST_ADMIN_NO_CODE, { ip: '10.200.0.1' });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ message: TWO_FACTOR_MESSAGES.otpRequired, otpRequired: true });
    expect(asked.cookies.some((c) => c.name === 'pinshop_session')).toBe(false);
    const failures = await api.t.database.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.usernameKey, 'owner'), eq(loginFailures.address, '10.200.0.1')));
    expect(failures).toEqual([]);
  });

  it('refuses a wrong code (a counted failure) and a code already used; a fresh one signs in', async () => {
    await ensureAdmin(api.t.database.db, TEST_ADMIN);
    const wrong = await api.post('/api/auth/login', { ...TEST_ADMIN_NO_CODE, otp: '000000' }, { ip: '10.200.0.2' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: TWO_FACTOR_MESSAGES.otpInvalid, otpRequired: true });
    const [failure] = await api.t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.address, '10.200.0.2'));
    expect(failure?.failures).toBe(1);

    const otp = await freshOtp(api.t);
    const ok = await login(TEST_ADMIN.username, TEST_ADMIN.password, otp);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'admin', needsTotpEnrolment: false });
    const admin = api.sessionCookie(ok);
    expect((await api.get('/api/admin/audit', admin)).statusCode).toBe(200);

    // RFC 6238 5.2: the same code (or an older one) never works twice.
    const replay = await login(TEST_ADMIN.username, TEST_ADMIN.password, otp);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ otpRequired: true });
    const older = codeAt(TEST_ADMIN.totpSecret, (await userRow(TEST_ADMIN.username)).totpLastStep! - 1);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, older)).statusCode).toBe(401);
  });
});

describe('a fresh admin', () => {
  it('signs in with the password, is told to enrol, and every admin route answers 403 until then', async () => {
    const admin = await freshAdmin('newowner');
    expect(admin.user.needsTotpEnrolment).toBe(true);
    expect((await api.get('/api/auth/user', admin.cookie)).json()).toMatchObject({
      role: 'admin',
      needsTotpEnrolment: true,
    });
    const refused = await api.get('/api/admin/audit', admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Set up two-factor sign-in before using the admin.' });
  });

  it('enrols: setup (QR code), enable with the first code (recovery codes once), a new full session', async () => {
    const admin = await freshAdmin('enroller');
    const setup = await api.post('/api/auth/totp/setup', {}, { cookie: admin.cookie });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*enroller\?.*secret=/);
    expect(otpauthUrl).toContain('algorithm=SHA1&digits=6&period=30');
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await userRow('enroller')).totpPendingSecret).toBe(secret);

    const wrong = await api.post('/api/auth/totp/enable', { otp: '123456' }, { cookie: admin.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: TWO_FACTOR_MESSAGES.setupCodeInvalid });
    const malformed = await api.post('/api/auth/totp/enable', { otp: '12ab' }, { cookie: admin.cookie });
    expect(malformed.statusCode).toBe(400);

    const step = nowStep();
    const enabled = await api.post('/api/auth/totp/enable', { otp: codeAt(secret, step) }, { cookie: admin.cookie });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes: codes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const row = await userRow('enroller');
    expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step });
    expect(row.totpEnabledAt).toBeInstanceOf(Date);
    const stored = await api.t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    // The password-only session is over; the new one is a full admin session.
    expect((await api.get('/api/auth/user', admin.cookie)).statusCode).toBe(401);
    const full = api.sessionCookie(enabled);
    expect((await api.get('/api/auth/user', full)).json()).toMatchObject({ needsTotpEnrolment: false });
    const audit = await api.get('/api/admin/audit?entity=user&entityId=' + row.id, full);
    expect(audit.statusCode).toBe(200);
    const rows = audit.json<{ entries: Array<{ action: string }> }>().entries;
    expect(rows.map((r) => r.action)).toEqual(['totp.enabled', 'totp.setup']);
    expect(audit.body).not.toContain(secret);
    expect(audit.body).not.toContain(codes[0]);
  });

  it('a recovery code signs in once in place of a code; re-enrolling needs a current code', async () => {
    const admin = await freshAdmin('recoverer');
    const { secret, recoveryCodes: codes, cookie } = await enrol(admin.cookie);
    expect((await login(admin.username, admin.password)).json()).toMatchObject({ otpRequired: true });

    const first = await login(admin.username, admin.password, codes[3]!.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const again = await login(admin.username, admin.password, codes[3]!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: TWO_FACTOR_MESSAGES.otpInvalid, otpRequired: true });

    const noCode = await api.post('/api/auth/totp/setup', {}, { cookie });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ message: TWO_FACTOR_MESSAGES.currentCodeRequired, otpRequired: true });
    const step = Math.max(nowStep(), (await userRow(admin.username)).totpLastStep! + 1);
    const again2 = await api.post('/api/auth/totp/setup', { otp: codeAt(secret, step) }, { cookie });
    expect(again2.statusCode, again2.body).toBe(200);
    // Until the new secret is confirmed, the old one still signs in.
    expect((await userRow(admin.username)).totpSecret).toBe(secret);
  });

  it('the enrolment routes are for a signed-in admin: 401 signed out, 403 for a customer', async () => {
    const { cookie } = await api.register('golfer2fa', 'golfer2fa@example.com');
    for (const url of ['/api/auth/totp/setup', '/api/auth/totp/enable']) {
      const payload = url.endsWith('enable') ? { otp: '123456' } : {};
      expect((await api.post(url, payload)).statusCode).toBe(401);
      const customer = await api.post(url, payload, { cookie });
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toEqual({ message: 'Admin access required' });
    }
    const enableFirst = await api.post(
      '/api/auth/totp/enable',
      { otp: '123456' },
      { cookie: (await freshAdmin('early')).cookie },
    );
    expect(enableFirst.statusCode).toBe(409);
    expect(enableFirst.json()).toEqual({ message: TWO_FACTOR_MESSAGES.setupFirst });
  });
});

describe('provisioning and reset', () => {
  const env = {
    DATA_DIR: '/tmp',
    ADMIN_USERNAME: 'provisioned',
    ADMIN_EMAIL: 'provisioned@pinshop.example',
    ADMIN_PASSWORD: 'provisioned-password',
  };

  it('ADMIN_TOTP_SECRET enrols the admin (its last step kept when the secret is the same at the next start)', async () => {
    const secret = 'KRUGS4ZAONSWG4TFOQQGS4ZAMJQXGZJT';
    const config = loadConfig({ ...env, ADMIN_TOTP_SECRET: secret.toLowerCase() }, { persistSecret: false });
    expect(config.admin?.totpSecret).toBe(secret.toLowerCase());
    await ensureAdmin(api.t.database.db, config.admin!);
    expect(await userRow('provisioned')).toMatchObject({ totpSecret: secret, totpLastStep: null });
    const step = nowStep();
    expect((await login('provisioned', env.ADMIN_PASSWORD, codeAt(secret, step))).statusCode).toBe(200);
    await ensureAdmin(api.t.database.db, config.admin!);
    expect((await userRow('provisioned')).totpLastStep).toBe(step);
    expect((await login('provisioned', env.ADMIN_PASSWORD, codeAt(secret, step))).statusCode).toBe(401);
  });

  it('refuses a secret that is not base32 of 16+ characters, in one line that does not show it', () => {
    for (const bad of ['short2345', 'not base32 at all 0189!']) {
      let problems: string[] = [];
      try {
        loadConfig({ ...env, ADMIN_TOTP_SECRET: bad }, { persistSecret: false });
      } catch (error) {
        if (error instanceof ConfigError) problems = error.problems;
      }
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^ADMIN_TOTP_SECRET: must be base32/);
      expect(problems[0]).not.toContain(bad);
    }
  });

  it('admin:create resets the second factor: codes, recovery codes and sessions go; the admin enrols again', async () => {
    const admin = await freshAdmin('resetme');
    const { cookie } = await enrol(admin.cookie);
    expect(await resetSecondFactor(api.t.database.db, 'resetme')).toBe(true);
    expect(await resetSecondFactor(api.t.database.db, 'nobody-here')).toBe(false);
    const row = await userRow('resetme');
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    const db = api.t.database.db;
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, row.id))).toEqual([]);
    expect((await api.get('/api/auth/user', cookie)).statusCode).toBe(401);
    const again = await login(admin.username, admin.password);
    expect(again.json()).toMatchObject({ needsTotpEnrolment: true });
  });
});
