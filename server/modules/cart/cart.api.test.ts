import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, newSessionId, type TestApp } from '../../../tests/helpers/app';

// Demo products (server/db/seed/products.ts)
const HARBOUR_TOWN = 1; // $11.99, 95 in stock
const TGL_ATLANTA = 14; // 4 in stock
const OUT_OF_STOCK = 7; // stock 0
const FLAG_OFF = 11; // inStock false
const TRUMP_FIGHT = 17; // limit 4
const AMERICAN_FLAG = 21; // free, limit 4
const INACTIVE = 28;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function cartCall(sessionId: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { 'x-session-id': sessionId }, ...(payload ? { payload } : {}) });
}

describe('cart', () => {
  it('adds to an existing line instead of duplicating it, and lists product name, price and image', async () => {
    const session = newSessionId();
    const first = await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 2 });
    expect(first.statusCode).toBe(200);
    await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 3 });
    const cart = (await cartCall(session, 'GET', '/api/cart')).json();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      quantity: 5,
      product: { name: 'Harbour Town Lighthouse Pin', price: 11.99, imageUrl: expect.stringMatching(/\.svg$/) },
    });
  });

  // Decision 024: no foreign key; a product's delete takes its lines (a trigger), and a line that slipped in beside
  // the delete (its add read the product before the delete committed) never shows.
  it("drops a deleted product's lines, and never shows a line whose product is gone", async () => {
    const session = newSessionId();
    const [product] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into products (name, price_cents, stock_quantity) values ('Short-lived Pin', 500, 5) returning id`,
    );
    const line = (await cartCall(session, 'POST', '/api/cart', { productId: product!.id, quantity: 1 })).json();
    await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 1 });
    await t.database.db.execute(sql`delete from products where id = ${product!.id}`);
    const lines = await queryRows(t.database.db, sql`select id from cart_items where id = ${line.id}`);
    expect(lines).toEqual([]);

    await t.database.db.execute(
      sql`insert into cart_items (session_id, product_id, quantity) values (${session}, ${product!.id}, 1)`,
    );
    const cart = (await cartCall(session, 'GET', '/api/cart')).json();
    expect(cart.map((item: { productId: number }) => item.productId)).toEqual([HARBOUR_TOWN]);
    const add = await cartCall(session, 'POST', '/api/cart', { productId: product!.id, quantity: 1 });
    expect(add.statusCode).toBe(404);
  });

  it('keeps carts apart: another session sees nothing and cannot change or delete the line', async () => {
    const owner = newSessionId();
    const stranger = newSessionId();
    const line = (await cartCall(owner, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 1 })).json();
    expect((await cartCall(stranger, 'GET', '/api/cart')).json()).toEqual([]);
    const patch = await cartCall(stranger, 'PATCH', `/api/cart/${line.id}`, { quantity: 9 });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Cart item not found' });
    expect((await cartCall(stranger, 'DELETE', `/api/cart/${line.id}`)).statusCode).toBe(404);
    expect((await cartCall(owner, 'GET', '/api/cart')).json()[0].quantity).toBe(1);
  });

  it('rejects a missing (but on the read and add, which start a cart) or malformed session id on every call', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/cart/1'],
      ['DELETE', '/api/cart/1'],
      ['POST', '/api/clear-cart'],
    ] as const) {
      const missing = await t.app.inject({
        method,
        url,
        payload: method === 'PATCH' || method === 'POST' ? { productId: 1, quantity: 1 } : undefined,
      });
      expect(missing.statusCode, `${method} ${url}`).toBe(400);
      const malformed = await t.app.inject({ method, url, headers: { 'x-session-id': 'short' } });
      expect(malformed.statusCode, `${method} ${url}`).toBe(400);
      // No "has a cart session" flag for a call that had none.
      expect(missing.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
      expect(malformed.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('says on each answer that this browser has a cart session, without saying which', async () => {
    const session = newSessionId();
    for (const answer of [
      await cartCall(session, 'GET', '/api/cart'),
      await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 1 }),
    ]) {
      expect(answer.statusCode).toBe(200);
      // The checkout's server render reads it (core/cart-session-cookie); it lasts a year and no script can read it.
      expect(answer.headers['set-cookie']).toBe('cart_session=1; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    }
    // Only the cart's routes set it.
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).headers['set-cookie']).toBeUndefined();
  });

  it('refuses a quantity below 1', async () => {
    const session = newSessionId();
    const res = await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Quantity must be at least 1');
    const line = (await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 1 })).json();
    expect((await cartCall(session, 'PATCH', `/api/cart/${line.id}`, { quantity: 0 })).statusCode).toBe(400);
  });

  it('never goes above the stock, counting what is already in the cart', async () => {
    const session = newSessionId();
    const tooMany = await cartCall(session, 'POST', '/api/cart', { productId: TGL_ATLANTA, quantity: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: 'Only 4 left in stock' });
    await cartCall(session, 'POST', '/api/cart', { productId: TGL_ATLANTA, quantity: 3 });
    const more = await cartCall(session, 'POST', '/api/cart', { productId: TGL_ATLANTA, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 4 left in stock (you already have 3 in your cart)');
    const line = (await cartCall(session, 'GET', '/api/cart')).json()[0];
    expect((await cartCall(session, 'PATCH', `/api/cart/${line.id}`, { quantity: 5 })).statusCode).toBe(409);
    expect((await cartCall(session, 'PATCH', `/api/cart/${line.id}`, { quantity: 4 })).json().quantity).toBe(4);
  });

  it('caps the two limited pins at 4, the free one included', async () => {
    for (const productId of [TRUMP_FIGHT, AMERICAN_FLAG]) {
      const session = newSessionId();
      expect((await cartCall(session, 'POST', '/api/cart', { productId, quantity: 4 })).statusCode).toBe(200);
      const fifth = await cartCall(session, 'POST', '/api/cart', { productId, quantity: 1 });
      expect(fifth.statusCode).toBe(409);
      expect(fifth.json().message).toMatch(/^Limit of 4 per customer/);
    }
  });

  it('two quick adds cannot pass the limit together', async () => {
    const session = newSessionId();
    const results = await Promise.all(
      [1, 2, 3].map(() => cartCall(session, 'POST', '/api/cart', { productId: AMERICAN_FLAG, quantity: 2 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await cartCall(session, 'GET', '/api/cart')).json()[0].quantity).toBe(4);
  });

  it('cannot add an out-of-stock, inactive or unknown product', async () => {
    const session = newSessionId();
    for (const productId of [OUT_OF_STOCK, FLAG_OFF]) {
      const res = await cartCall(session, 'POST', '/api/cart', { productId, quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'This product is out of stock' });
    }
    for (const productId of [INACTIVE, 99_999]) {
      const res = await cartCall(session, 'POST', '/api/cart', { productId, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
    expect((await cartCall(session, 'GET', '/api/cart')).json()).toEqual([]);
  });

  // The add is a statement prepared once per connection: a refused one must leave it ready for the next.
  it('answers 400 for a product id past the database range, and the next add still works', async () => {
    const session = newSessionId();
    const tooLarge = await cartCall(session, 'POST', '/api/cart', { productId: 2 ** 31, quantity: 1 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: 'A number in the request is out of range' });
    const next = await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 1 });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ productId: HARBOUR_TOWN, quantity: 1 });
  });

  it('removes a line and clears the cart', async () => {
    const session = newSessionId();
    const a = (await cartCall(session, 'POST', '/api/cart', { productId: HARBOUR_TOWN, quantity: 1 })).json();
    await cartCall(session, 'POST', '/api/cart', { productId: TRUMP_FIGHT, quantity: 1 });
    const removed = await cartCall(session, 'DELETE', `/api/cart/${a.id}`);
    expect(removed.json()).toEqual({ message: 'Item removed from cart' });
    expect((await cartCall(session, 'GET', '/api/cart')).json()).toHaveLength(1);
    expect((await cartCall(session, 'POST', '/api/clear-cart')).statusCode).toBe(200);
    expect((await cartCall(session, 'GET', '/api/cart')).json()).toEqual([]);
  });
});
