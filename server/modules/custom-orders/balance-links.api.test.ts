import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { RIVIERA_SHIP_TO, prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { currentBalanceToken, TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { paymentHarness } from '../../../tests/helpers/payments';
import { auditLog, customOrders, outbox } from '../../db/schema';
import { orderAccessToken, tokenHash } from '../../order-links';

const { world, approve, capture } = paymentHarness();

let client = 0;
/** One request from its own address, as the signed-in user of `cookie` (or anonymous). */
function call(method: 'GET' | 'POST' | 'PATCH', url: string, options: { cookie?: string; payload?: object } = {}) {
  client += 1;
  return world.t.app.inject({
    method,
    url,
    remoteAddress: `10.4.${Math.floor(client / 250)}.${client % 250}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

const people = { owner: '', other: '', admin: '' };
beforeAll(async () => {
  const accounts = accountTestClient(world.t);
  const register = async (username: string) => (await accounts.register(username, `${username}@example.com`)).cookie;
  people.owner = await register('linkowner');
  people.other = await register('linkother');
  people.admin = await signInAdmin(world.t);
});

/** The owner pays a deposit while signed in; the admin moves the order to `status` (the design approved). */
async function approvedOrder(status = 'approved', order: object = SMALL_SILVER_ORDER): Promise<number> {
  const { preparedOrderId } = await prepareCustomOrder(world.t.app, order);
  const created = await call('POST', '/api/paypal/order', {
    cookie: people.owner,
    payload: { purpose: 'deposit', preparedOrderId, shipTo: RIVIERA_SHIP_TO },
  });
  const { id } = created.json();
  await approve(id);
  const { customOrderId } = (await capture(id)).json();
  const approved = await call('PATCH', `/api/custom-orders/${customOrderId}/status`, {
    cookie: people.admin,
    payload: { status },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return customOrderId;
}

const generate = (id: number, cookie?: string) =>
  call('POST', `/api/custom-orders/${id}/generate-balance-link`, { cookie });
const balanceRecord = (token: string) => call('GET', `/api/balance-payment/${token}`);
const payBalance = (id: number, cookie?: string, query = '') =>
  call('GET', `/orders/${id}/pay-balance${query}`, { cookie });

describe('balance links', () => {
  it('never travel in an order: the API says only whether the balance is due, the database keeps a hash', async () => {
    const id = await approvedOrder();
    const token = await currentBalanceToken(world.t.database.db, id);
    expect((await balanceRecord(token)).json()).toMatchObject({ id, status: 'approved', product: 'pin' });

    const one = await call('GET', `/api/custom-orders/${id}`, { cookie: people.owner });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, balanceDue: true });
    expect(one.json()).not.toHaveProperty('balancePaymentToken');
    expect(one.body).not.toContain(token);
    for (const cookie of [people.owner, people.admin]) {
      const list = await call('GET', '/api/custom-orders/user-orders?limit=100', { cookie });
      expect(list.json().orders.some((order: { id: number }) => order.id === id)).toBe(true);
      expect(list.body).not.toContain(token);
    }

    const [row] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, id));
    expect(row!.balanceLinkTokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('names what the order makes: a ball-marker order reads as ball markers', async () => {
    // 100 gold ball markers: (4.00 + 0.25 gold) x 100 = 425.00.
    const markers = { ...SMALL_SILVER_ORDER, product: 'ball-marker', quantity: 100, plating: 'gold' };
    const id = await approvedOrder('approved', {
      ...markers,
      pricePerPin: 4.25,
      totalPrice: 425,
      depositAmount: 42.5,
      remainingBalance: 382.5,
    });
    const res = await balanceRecord(await currentBalanceToken(world.t.database.db, id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, product: 'ball-marker', quantity: 100 });
  });

  it('an expired link is refused like an unknown one, and the owner is sent to ask for a new one', async () => {
    const id = await approvedOrder();
    const token = await currentBalanceToken(world.t.database.db, id);
    await world.t.database.db.execute(
      sql`update custom_orders set balance_link_expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    const res = await balanceRecord(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Payment Link Not Found' });
    const pay = await call('POST', '/api/paypal/order', { payload: { purpose: 'balance', balanceToken: token } });
    expect(pay.statusCode).toBe(404);
    const owner = await payBalance(id, people.owner);
    expect(owner.statusCode).toBe(303);
    expect(owner.headers.location).toBe('/balance-payment/expired');
  });

  it('the admin generates a new link: the old one stops working, the change is audited and e-mailed', async () => {
    const id = await approvedOrder();
    const old = await currentBalanceToken(world.t.database.db, id);
    const issued = await generate(id, people.admin);
    expect(issued.statusCode, issued.body).toBe(201);
    const { balancePaymentUrl: url, expiresAt } = issued.json();
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/balance-payment\/[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://shop.test${path}`);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    const fresh = path.split('/').pop()!;
    expect(fresh).not.toBe(old);

    expect((await balanceRecord(old)).statusCode).toBe(404);
    expect((await balanceRecord(fresh)).json()).toMatchObject({ id });
    expect((await payBalance(id, people.owner)).headers.location).toBe(path);

    const audits = await world.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'custom-order.balance-link'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject({ balanceLinkVersion: 1 });
    expect(audits[0]!.after).toEqual({ balanceLinkVersion: 2, balanceLinkExpiresAt: expiresAt });
    const mails = (await world.t.database.db.select().from(outbox)).filter(
      (row) => (row.payload as Record<string, unknown>).balanceLinkVersion === 2,
    );
    expect(
      mails.some((mail) => mail.toAddress === SMALL_SILVER_ORDER.customerEmail && mail.textBody.includes(url)),
    ).toBe(true);
  });

  it('only an admin generates links: 401 signed out, 403 for a customer, even the owner', async () => {
    const id = await approvedOrder();
    expect((await generate(id)).statusCode).toBe(401);
    expect((await generate(id, people.owner)).statusCode).toBe(403);
    expect((await generate(999999, people.admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/custom-orders/${id}/balance-link`, { cookie: people.admin })).statusCode).toBe(
      404,
    );
  });

  it('only for an order whose mockup was sent or whose design is approved', async () => {
    const mockup = await approvedOrder('mockup_sent');
    const sent = await generate(mockup, people.admin);
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = (await world.t.database.db.select().from(outbox)).filter(
      (row) =>
        (row.payload as Record<string, unknown>).customOrderId === mockup &&
        (row.payload as Record<string, unknown>).balanceLinkVersion !== undefined,
    );
    expect(mail!.textBody).toContain('Once your design is approved, pay the balance with this secure link');
    expect(mail!.textBody).toContain('is due after you approve your design, before production starts');

    const shipped = await approvedOrder('in_production');
    const refused = await generate(shipped, people.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A payment link can only be generated for an order whose mockup was sent or whose design is approved.',
    });
  });

  it("sends the owner (or the status link's holder) to the live link; anyone else gets the 404 of a missing order", async () => {
    const id = await approvedOrder();
    const token = await currentBalanceToken(world.t.database.db, id);
    const owner = await payBalance(id, people.owner);
    expect(owner.statusCode).toBe(303);
    expect(owner.headers.location).toBe(`/balance-payment/${token}`);
    expect((await payBalance(id, people.admin)).headers.location).toBe(`/balance-payment/${token}`);
    const statusLink = `?token=${orderAccessToken(TEST_LINK_SECRET, 'custom', id)}`;
    expect((await payBalance(id, undefined, statusLink)).headers.location).toBe(`/balance-payment/${token}`);

    const missing = await payBalance(999999, people.owner);
    for (const res of [
      await payBalance(id, people.other),
      await payBalance(id),
      await payBalance(id, undefined, '?token=x'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });
});
