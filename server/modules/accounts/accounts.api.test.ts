import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';

const api = accountTestHarness();

const post = (url: string, payload: object, cookie?: string, ip?: string) => api.post(url, payload, { cookie, ip });
const get = (url: string, cookie?: string) => api.get(url, cookie);
const sessionCookie = (res: Parameters<typeof api.sessionCookie>[0]) => api.sessionCookie(res);
const register = (username: string, email: string, password?: string) => api.register(username, email, password);

describe('registration', () => {
  it('creates a customer once the e-mailed link is followed, signed in, never with a role from the request', async () => {
    const res = await post('/api/auth/register', {
      username: 'bubba',
      email: 'bubba@example.com',
      password: 'pink-driver-2012',
      role: 'admin',
    });
    expect(res.statusCode).toBe(202);
    expect(res.cookies).toEqual([]);
    expect(await api.t.database.db.select().from(users).where(eq(users.username, 'bubba'))).toEqual([]);
    const token = await api.tokenFromMail('bubba@example.com', '/register/verify');
    const finished = await post('/api/auth/register/verify', { token });
    expect(finished.statusCode).toBe(201);
    expect(finished.json()).toMatchObject({ username: 'bubba', email: 'bubba@example.com', role: 'user' });
    const me = await get('/api/auth/user', sessionCookie(finished));
    expect(me.json()).toMatchObject({ username: 'bubba', role: 'user', emailVerified: true });
    const [row] = await api.t.database.db.select().from(users).where(eq(users.username, 'bubba'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ username: 'ab', email: 'a@example.com', password: 'long-enough-1' }, 'Username must be at least 3 characters'],
    [{ username: 'abc', email: 'nope', password: 'long-enough-1' }, 'Please enter a valid email address'],
    [{ username: 'abc', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [
      { username: 'abc', email: 'a@example.com', password: 'password123' },
      'This password is too common. Please choose a less common password.',
    ],
  ])('refuses %o: %s', async (body, message) => {
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a taken username (any case) with 409; a taken e-mail gets the answer a new one gets', async () => {
    await register('rory', 'rory@example.com');
    const name = await post('/api/auth/register', {
      username: 'RORY',
      email: 'other@example.com',
      password: 'long-enough-1',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe('That username is already taken');
    const mail = await post('/api/auth/register', {
      username: 'rory2',
      email: 'Rory@Example.com',
      password: 'long-enough-1',
    });
    expect(mail.statusCode).toBe(202);
  });
});

describe('login and logout', () => {
  it('gives the same answer for a wrong password and an unknown user', async () => {
    await register('scottie', 'scottie@example.com', 'masters-green-24');
    const wrong = await post('/api/auth/login', { username: 'scottie', password: 'masters-green-25' });
    const unknown = await post('/api/auth/login', { username: 'nobody-here', password: 'masters-green-24' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('issues a new session id at login (no fixation) and logout ends it', async () => {
    const { cookie: before } = await register('xander', 'xander@example.com', 'claret-jug-2024');
    const login = await post('/api/auth/login', { username: 'Xander', password: 'claret-jug-2024' }, before);
    expect(login.statusCode).toBe(200);
    const after = sessionCookie(login);
    expect(after).not.toBe(before);
    expect((await get('/api/auth/user', before)).statusCode).toBe(401);
    expect((await get('/api/auth/user', after)).json()).toMatchObject({ username: 'xander' });

    await post('/api/auth/logout', {}, after);
    expect((await get('/api/auth/user', after)).statusCode).toBe(401);
  });

  it('limits login attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await post('/api/auth/login', { username: `user-${i}`, password: 'whatever-1' }, undefined, '10.99.0.1'))
          .statusCode,
      );
    }
    expect(statuses[20]).toBe(429);
  });
});

describe('orders are the customer’s own', () => {
  it('lists only orders of the account (by user or by its verified e-mail), all for an admin, none signed out', async () => {
    // Registering proves the address (the link is e-mailed there), so the guest order below is Alice's.
    const alice = await register('alice', 'alice@example.com');
    const bob = await register('bob-b', 'bob@example.com');
    const item = [{ productId: 1, name: 'Harbour Town Lighthouse Pin', quantity: 1, priceCents: 1199 }];
    const [aliceGuestOrder] = await api.t.database.db
      .insert(orders)
      .values({ customerEmail: 'ALICE@example.com', customerName: 'Alice', totalAmountCents: 1798, items: item })
      .returning();
    const [bobOrder] = await api.t.database.db
      .insert(orders)
      .values({
        customerEmail: 'bob@example.com',
        customerName: 'Bob',
        totalAmountCents: 1798,
        items: item,
        userId: bob.user.id,
      })
      .returning();
    const bobCustom = await api.insertCustomOrder({
      customerEmail: 'bob@example.com',
      customerName: 'Bob',
      userId: bob.user.id,
    });

    expect((await get('/api/orders')).statusCode).toBe(401);
    expect((await get('/api/custom-orders/user-orders')).statusCode).toBe(401);

    const aliceOrders = (await get('/api/orders', alice.cookie)).json().orders;
    expect(aliceOrders.map((o: { id: number }) => o.id)).toEqual([aliceGuestOrder!.id]);
    expect((await get('/api/custom-orders/user-orders', alice.cookie)).json()).toEqual({
      orders: [],
      nextCursor: null,
    });
    // Guessed ids: the same 404 as a missing order.
    expect((await get(`/api/custom-orders/${bobCustom.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await get(`/api/custom-orders/${bobCustom.id}`)).statusCode).toBe(404);

    const bobCustomList = (await get('/api/custom-orders/user-orders', bob.cookie)).json().orders;
    expect(bobCustomList.map((o: { id: number }) => o.id)).toEqual([bobCustom.id]);
    expect((await get(`/api/custom-orders/${bobCustom.id}`, bob.cookie)).json().id).toBe(bobCustom.id);

    const admin = await signInAdmin(api.t);
    const all = (await get('/api/orders?limit=100', admin)).json().orders.map((o: { id: number }) => o.id);
    expect(all).toEqual(expect.arrayContaining([aliceGuestOrder!.id, bobOrder!.id]));

    // Only an admin may move a custom order along (what the customer then sees is custom-orders' to test).
    const asBob = await api.t.app.inject({
      method: 'PATCH',
      url: `/api/custom-orders/${bobCustom.id}/status`,
      payload: { status: 'approved' },
      headers: { cookie: bob.cookie },
    });
    expect(asBob.statusCode).toBe(403);
    const asAdmin = await api.t.app.inject({
      method: 'PATCH',
      url: `/api/custom-orders/${bobCustom.id}/status`,
      payload: { status: 'approved' },
      headers: { cookie: admin },
    });
    expect(asAdmin.statusCode).toBe(200);
    const approved = (await get('/api/custom-orders/user-orders', bob.cookie)).json().orders;
    expect(approved[0]).toMatchObject({ id: bobCustom.id, status: 'approved' });
  });

  it('a status link with a wrong or missing token is a 404 that reveals nothing', async () => {
    const [order] = await api.t.database.db
      .insert(orders)
      .values({ customerEmail: 'x@example.com', customerName: 'X', totalAmountCents: 599, items: [] })
      .returning();
    for (const url of [
      `/api/order-status/${order!.id}`,
      `/api/order-status/${order!.id}?token=wrong-token-wrong-token-1`,
      '/api/order-status/999999?token=wrong-token-wrong-token-1',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
  });
});
