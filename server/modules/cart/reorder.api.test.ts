/**
 * Reorder: a past catalogue order refills the cart at today's prices, within today's stock and limits,
 * for the order's owner or the holder of its status link, and says which lines could not be added in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newSessionId, type TestApp } from '../../../tests/helpers/app';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';

// Demo products (server/db/seed/products.ts)
const HARBOUR_TOWN = 1; // $11.99, 95 in stock
const OUT_OF_STOCK = 7; // stock 0
const FLAG_OFF = 11; // inStock false
const TGL_ATLANTA = 14; // 4 in stock
const TRUMP_FIGHT = 17; // limit 4
const AMERICAN_FLAG = 21; // free, limit 4
const INACTIVE = 28;

let t: TestApp;
let owner = { id: 0, cookie: '' };
let stranger = { id: 0, cookie: '' };

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  const client = accountTestClient(t);
  const first = await client.register('reorderowner', 'reorder-owner@example.com');
  owner = { id: first.user.id, cookie: first.cookie };
  const second = await client.register('reorderstranger', 'reorder-stranger@example.com');
  stranger = { id: second.user.id, cookie: second.cookie };
});
afterAll(() => t.close());

function reorder(sessionId: string, payload: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/reorder',
    headers: { 'x-session-id': sessionId, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const item = (productId: number, quantity: number, name = `Product ${productId}`) => ({
  productId,
  name,
  quantity,
  priceCents: 500,
});

describe('POST /api/cart/reorder', () => {
  it("refills the owner's cart with the order's lines at today's prices", async () => {
    const { order } = await insertRegularOrder(t.database.db, {
      userId: owner.id,
      items: [item(HARBOUR_TOWN, 3, 'Harbour Town (old name)')],
    });
    const session = newSessionId();
    const res = await reorder(session, { orderId: order.id }, owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.problems).toEqual([]);
    expect(body.added).toEqual([
      {
        productId: HARBOUR_TOWN,
        name: 'Harbour Town Lighthouse Pin',
        orderedQuantity: 3,
        addedQuantity: 3,
        price: 11.99,
      },
    ]);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': session } })).json();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ productId: HARBOUR_TOWN, quantity: 3, product: { price: 11.99 } });
    expect(body.cart).toEqual(cart);
  });

  it('reports each line it could not add in full: no longer sold, out of stock, limited pin, low stock', async () => {
    const { order } = await insertRegularOrder(t.database.db, {
      userId: owner.id,
      items: [
        item(INACTIVE, 2),
        item(OUT_OF_STOCK, 1),
        item(FLAG_OFF, 1),
        item(TRUMP_FIGHT, 6),
        item(TGL_ATLANTA, 10),
        item(AMERICAN_FLAG, 4),
        item(HARBOUR_TOWN, 1),
      ],
    });
    const session = newSessionId();
    // Two free flags are in the cart already: only two more fit under the limit of 4.
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-session-id': session },
      payload: { productId: AMERICAN_FLAG, quantity: 2 },
    });
    const body = (await reorder(session, { orderId: order.id }, owner.cookie)).json();
    expect(body.added.map((line: { productId: number }) => line.productId)).toEqual([HARBOUR_TOWN]);
    const problems = Object.fromEntries(
      body.problems.map((p: { productId: number; reason: string; addedQuantity: number; message: string }) => [
        p.productId,
        [p.reason, p.addedQuantity, p.message],
      ]),
    );
    expect(problems[INACTIVE]).toEqual(['unavailable', 0, `Product ${INACTIVE} is no longer available`]);
    expect(problems[OUT_OF_STOCK]?.slice(0, 2)).toEqual(['out_of_stock', 0]);
    expect(problems[OUT_OF_STOCK]?.[2]).toMatch(/ is out of stock$/);
    expect(problems[FLAG_OFF]?.slice(0, 2)).toEqual(['out_of_stock', 0]);
    expect(problems[TRUMP_FIGHT]?.slice(0, 2)).toEqual(['limit', 4]);
    expect(problems[TRUMP_FIGHT]?.[2]).toMatch(/: 4 of 6 added \(limit of 4 per customer, your cart included\)$/);
    expect(problems[TGL_ATLANTA]?.slice(0, 2)).toEqual(['stock', 4]);
    expect(problems[TGL_ATLANTA]?.[2]).toMatch(/: 4 of 10 added \(only 4 left in stock, your cart included\)$/);
    expect(problems[AMERICAN_FLAG]?.slice(0, 2)).toEqual(['limit', 2]);

    const cart = Object.fromEntries(
      body.cart.map((line: { productId: number; quantity: number }) => [line.productId, line.quantity]),
    );
    expect(cart).toEqual({ [HARBOUR_TOWN]: 1, [TRUMP_FIGHT]: 4, [TGL_ATLANTA]: 4, [AMERICAN_FLAG]: 4 });

    // Again into the same cart: nothing more fits for the capped lines, and the cart's limits still hold.
    const again = (await reorder(session, { orderId: order.id }, owner.cookie)).json();
    const flag = again.problems.find((p: { productId: number }) => p.productId === AMERICAN_FLAG);
    expect(flag).toMatchObject({ reason: 'limit', addedQuantity: 0 });
    expect(flag.message).toMatch(/: not added \(limit of 4 per customer/);
    const quantities = Object.fromEntries(
      again.cart.map((line: { productId: number; quantity: number }) => [line.productId, line.quantity]),
    );
    expect(quantities).toEqual({ [HARBOUR_TOWN]: 2, [TRUMP_FIGHT]: 4, [TGL_ATLANTA]: 4, [AMERICAN_FLAG]: 4 });
  });

  it("refuses another customer's order, and asks a visitor without a link to sign in", async () => {
    const { order } = await insertRegularOrder(t.database.db, { userId: owner.id, items: [item(HARBOUR_TOWN, 1)] });
    const session = newSessionId();
    const other = await reorder(session, { orderId: order.id }, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Order not found' });
    const signedOut = await reorder(session, { orderId: order.id });
    expect(signedOut.statusCode).toBe(401);
    expect((await reorder(session, { orderId: 999_999 }, owner.cookie)).statusCode).toBe(404);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': session } });
    expect(cart.json()).toEqual([]);
  });

  it("works for a guest with the order's status-link token, and only with that order's", async () => {
    const { order, token } = await insertRegularOrder(t.database.db, { items: [item(HARBOUR_TOWN, 2)] });
    const { order: custom, token: customToken } = await insertCustomOrder(t.database.db);
    const session = newSessionId();
    const guest = await reorder(session, { orderId: order.id, token });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().cart).toMatchObject([{ productId: HARBOUR_TOWN, quantity: 2 }]);

    const wrong = await reorder(newSessionId(), { orderId: order.id, token: `${token.slice(0, -2)}xx` });
    expect(wrong.statusCode).toBe(404);
    // Someone else's order with a token that belongs to another order, or a custom order's own link: refused.
    expect((await reorder(newSessionId(), { orderId: order.id, token: customToken })).statusCode).toBe(404);
    expect((await reorder(newSessionId(), { orderId: custom.id, token: customToken })).statusCode).toBe(404);
    // The stranger holding the link may use it too: the link is the guest's proof of the order.
    expect((await reorder(newSessionId(), { orderId: order.id, token }, stranger.cookie)).statusCode).toBe(200);
  });

  it('needs a cart session the shop issued and a valid order id', async () => {
    const madeUp = await t.app.inject({
      method: 'POST',
      url: '/api/cart/reorder',
      headers: { 'x-session-id': '0'.repeat(22), cookie: owner.cookie },
      payload: { orderId: 1 },
    });
    expect(madeUp.statusCode).toBe(400);
    expect((await reorder(newSessionId(), { orderId: 'abc' }, owner.cookie)).statusCode).toBe(400);
  });
});
