import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../core/schemas/accounts';
import { accountTokens, orders, users } from '../../db/schema';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';
import { LINK_EMAILS_PER_HOUR } from './account-tokens';
import { ensureAdmin } from './admin.service';

const api = accountTestHarness();

/** The verification links e-mailed to an address (its registration link aside). */
const verifyLinks = async (email: string) =>
  (await api.mailTo(email)).filter((mail) => mail.textBody.includes('/verify-email?token='));

/** The ids on the first page of a customer's order list (`{ orders, nextCursor }`). */
const ids = (res: { json(): unknown }) =>
  (res.json() as { orders: Array<{ id: number }> }).orders.map((order) => order.id);

async function guestOrders(email: string) {
  const [regular] = await api.t.database.db
    .insert(orders)
    .values({
      customerEmail: email,
      customerName: 'Guest Buyer',
      totalAmountCents: 2398,
      items: [{ productId: 1, name: 'Harbour Town Lighthouse Pin', quantity: 2, priceCents: 1199 }],
    })
    .returning();
  const custom = await api.insertCustomOrder({ customerEmail: email, customerName: 'Guest Buyer' });
  return { regular: regular!, custom };
}

describe('an e-mail address is proven before guest orders join the account', () => {
  it('an unproved address (an account from before register-then-verify) shows no guest orders until its link is opened', async () => {
    const guest = await guestOrders('Green.Jacket@example.com');
    const { user, cookie } = await api.registerUnverified('not-the-buyer', 'green.jacket@example.com');
    expect(user.emailVerified).toBe(false);
    expect((await api.get('/api/auth/user', cookie)).json()).toMatchObject({ emailVerified: false });

    expect(ids(await api.get('/api/orders', cookie))).toEqual([]);
    expect(ids(await api.get('/api/custom-orders/user-orders', cookie))).toEqual([]);
    expect((await api.get(`/api/custom-orders/${guest.custom.id}`, cookie)).statusCode).toBe(404);

    // Only the owner of the mailbox has the link.
    const [mail] = await api.mailTo('green.jacket@example.com');
    expect(mail!.subject).toBe('Confirm your e-mail address for Pinshop Golf Pins');
    expect(mail!.textBody).toMatch(/http:\/\/shop\.test\/verify-email\?token=[\w-]{43}\b/);
    const token = await api.tokenFromMail('green.jacket@example.com', '/verify-email');
    expect(JSON.stringify(mail!.payload)).not.toContain(token);
    const stored = await api.t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    const verified = await api.post('/api/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ message: ACCOUNT_MESSAGES.emailVerified });
    expect((await api.get('/api/auth/user', cookie)).json()).toMatchObject({ emailVerified: true });
    expect(ids(await api.get('/api/orders', cookie))).toEqual([guest.regular.id]);
    expect(ids(await api.get('/api/custom-orders/user-orders', cookie))).toEqual([guest.custom.id]);
    expect((await api.get(`/api/custom-orders/${guest.custom.id}`, cookie)).statusCode).toBe(200);
  });

  it('a link works once: a second use, a wrong token or an expired one is a clear 4xx, never a 500', async () => {
    const { user } = await api.registerUnverified('twice-clicker', 'twice@example.com');
    const token = await api.tokenFromMail('twice@example.com', '/verify-email');
    expect((await api.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await api.post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.verifyLinkUsed });

    const unknown = await api.post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.verifyLinkInvalid });
    for (const body of [{}, { token: 'short' }, { token: 42 }, { token: '<script>'.repeat(8) }]) {
      const res = await api.post('/api/auth/verify-email', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);
    }

    const slow = await api.registerUnverified('slow-reader', 'slow@example.com');
    const late = await api.tokenFromMail('slow@example.com', '/verify-email');
    await api.t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, slow.user.id));
    const expired = await api.post('/api/auth/verify-email', { token: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: ACCOUNT_MESSAGES.verifyLinkExpired });
    const [row] = await api.t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('resends the link to a signed-in customer, a few times an hour, with Retry-After when that is used up', async () => {
    expect((await api.post('/api/auth/verify-email/resend', {})).statusCode).toBe(401);
    const { cookie } = await api.registerUnverified('resender', 'resender@example.com');
    // The account's first link (as registering sent before register-then-verify) was the first of the hour's.
    for (let i = 1; i < LINK_EMAILS_PER_HOUR; i += 1) {
      const res = await api.post('/api/auth/verify-email/resend', {}, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.verifyEmailSent });
    }
    expect(await verifyLinks('resender@example.com')).toHaveLength(LINK_EMAILS_PER_HOUR);
    const refused = await api.post('/api/auth/verify-email/resend', {}, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^We have already sent you several verification emails\..*minutes?\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(refused.json().retryAfterSeconds).toBe(retryAfter);
    expect(await verifyLinks('resender@example.com')).toHaveLength(LINK_EMAILS_PER_HOUR);

    // Any of the links sent works; after that there is nothing to resend.
    const token = await api.tokenFromMail('resender@example.com', '/verify-email');
    expect((await api.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const done = await api.post('/api/auth/verify-email/resend', {}, { cookie });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.emailAlreadyVerified });
  });

  it('an admin from ADMIN_* is verified, and whoever was signed in to an account promoted that way is signed out', async () => {
    const squatter = await api.registerUnverified('owner', 'someone@example.com');
    await ensureAdmin(api.t.database.db, {
      username: 'owner',
      email: 'owner@pinshop.example',
      password: 'owner-password-1',
    });
    expect((await api.get('/api/auth/user', squatter.cookie)).statusCode).toBe(401);
    const login = await api.post('/api/auth/login', { username: 'owner', password: 'owner-password-1' });
    expect(login.json()).toMatchObject({ role: 'admin', email: 'owner@pinshop.example', emailVerified: true });
    // Every start runs ensureAdmin again: the admin's own session survives it.
    const admin = api.sessionCookie(login);
    await ensureAdmin(api.t.database.db, {
      username: 'owner',
      email: 'owner@pinshop.example',
      password: 'owner-password-1',
    });
    expect((await api.get('/api/auth/user', admin)).json()).toMatchObject({ role: 'admin', emailVerified: true });
  });
});
