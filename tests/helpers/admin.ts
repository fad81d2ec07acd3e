/**
 * The admin in API tests: an account made the way the shop makes it (ensureAdmin, as ADMIN_* at start-up does),
 * enrolled in the second factor with a known secret, and signed in with its password and a current code.
 */
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { ensureAdmin } from '../../server/modules/accounts';
import { users } from '../../server/db/schema';
import type { TestApp } from './app';

export const TEST_ADMIN = {
  username: 'owner',
  email: 'owner@pinshop.example',
  password: 'owner-password-of-some-length',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

export type TestAdmin = typeof TEST_ADMIN;

/**
 * A code the server has not accepted yet: a code is good once (RFC 6238 5.2), so a second sign-in within the same
 * 30 s takes the next step's code, which the server's one-step window still accepts.
 */
export async function freshOtp(t: TestApp, admin: TestAdmin = TEST_ADMIN): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(admin.totpSecret) });
  const [row] = await t.database.db
    .select({ lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.username, admin.username));
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (row?.lastStep ?? 0) + 1);
  return totp.generate({ timestamp: step * 30_000 });
}

/** Creates (or updates) the admin and signs in: answers the session cookie ("name=value"). */
export async function signInAdmin(t: TestApp, admin: TestAdmin = TEST_ADMIN): Promise<string> {
  await ensureAdmin(t.database.db, admin);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: admin.username, password: admin.password, otp: await freshOtp(t, admin) },
  });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name.endsWith('pinshop_session'));
  if (!cookie) throw new Error('admin sign-in set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
