/**
 * Recovery codes for every admin: one enrolled by ADMIN_TOTP_SECRET (ensureAdmin) never went through the set-up page,
 * so its first sign-in makes the ten codes and answers them, this once; the next sign-in does not, a shown code
 * signs in, a new secret at start makes them again. An admin enrolled on the set-up page got them there.
 */
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditRowDto } from '../../../core/schemas/admin';
import { loginAnswerSchema } from '../../../core/schemas/accounts';
import { freshOtp, TEST_ADMIN, type TestAdmin } from '../../../tests/helpers/admin';
import { recoveryCodes, users } from '../../db/schema';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';
import { ensureAdmin } from './admin.service';

const api = accountTestHarness();

const ENV_ADMIN: TestAdmin = {
  username: 'env-owner',
  email: 'env-owner@pinshop.example',
  password: 'env-owner-password-long',
  totpSecret: TEST_ADMIN.totpSecret,
};

async function signIn(admin: TestAdmin, otp?: string) {
  const res = await api.post('/api/auth/login', {
    username: admin.username,
    password: admin.password,
    otp: otp ?? (await freshOtp(api.t, admin)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { answer: loginAnswerSchema.parse(res.json()), cookie: api.sessionCookie(res) };
}

async function userId(username: string): Promise<number> {
  const [row] = await api.t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('recovery codes for an admin enrolled by ADMIN_TOTP_SECRET', () => {
  it('are made and shown at the first sign-in only, and each signs in once', async () => {
    await ensureAdmin(api.t.database.db, ENV_ADMIN);
    const id = await userId(ENV_ADMIN.username);
    const first = await signIn(ENV_ADMIN);
    const codes = first.answer.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(first.answer).toMatchObject({ username: ENV_ADMIN.username, role: 'admin' });

    // The next sign-in (and a restart with the same secret) shows nothing: the codes exist.
    await ensureAdmin(api.t.database.db, ENV_ADMIN);
    const second = await signIn(ENV_ADMIN);
    expect(second.answer.recoveryCodes).toBeUndefined();
    expect(await api.t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id))).toHaveLength(10);

    // A shown code works in place of the app's code, once; using it makes no new set.
    const third = await signIn(ENV_ADMIN, codes[3]!);
    expect(third.answer.recoveryCodes).toBeUndefined();
    const again = await api.post('/api/auth/login', {
      username: ENV_ADMIN.username,
      password: ENV_ADMIN.password,
      otp: codes[3],
    });
    expect(again.statusCode).toBe(401);

    // The owner reads it in the audit log.
    const audit = await api.t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=user&entityId=${id}`,
      headers: { cookie: third.cookie },
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const rows: AuditRowDto[] = auditPageSchema.parse(audit.json()).entries;
    expect(rows.map((row) => row.summary)).toContain('Made 10 recovery codes and showed them at the first sign-in');
  });

  it('are made again after a new secret at start (the old codes end with the old secret)', async () => {
    const admin = { ...ENV_ADMIN, username: 'env-rotated', email: 'env-rotated@pinshop.example' };
    await ensureAdmin(api.t.database.db, admin);
    const before = (await signIn(admin)).answer.recoveryCodes!;
    expect(before).toHaveLength(10);
    const rotated = { ...admin, totpSecret: new OTPAuth.Secret({ size: 20 }).base32 };
    await ensureAdmin(api.t.database.db, rotated);
    const after = (await signIn(rotated)).answer.recoveryCodes!;
    expect(after).toHaveLength(10);
    expect(after.filter((code) => before.includes(code))).toEqual([]);
  });

  it('an admin without a second factor and a customer get none', async () => {
    const plain = { username: 'no-factor', email: 'no-factor@pinshop.example', password: 'no-factor-password-long' };
    await ensureAdmin(api.t.database.db, plain);
    const res = await api.post('/api/auth/login', { username: plain.username, password: plain.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(loginAnswerSchema.parse(res.json()).recoveryCodes).toBeUndefined();
  });
});
