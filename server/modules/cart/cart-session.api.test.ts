/**
 * Cart ids are issued by the shop: a client-made X-Session-Id (all zeros, random, or one of ours altered) is
 * refused with a plain 400; the cart's read and add without one start a cart and answer its id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newSessionId, type TestApp } from '../../../tests/helpers/app';
import { CART_SESSION_MESSAGES } from './cart-session-id';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => t.close());

const cart = (method: 'GET' | 'POST', session?: string) =>
  t.app.inject({
    method,
    url: '/api/cart',
    remoteAddress: `10.4.0.${++address}`,
    headers: session ? { 'x-session-id': session } : {},
    ...(method === 'POST' ? { payload: { productId: 26, quantity: 1 } } : {}),
  });

describe('the cart id', () => {
  it('refuses an id the shop did not issue, whatever its form', async () => {
    const ours = newSessionId();
    const altered = `${ours.slice(0, -1)}${ours.endsWith('A') ? 'B' : 'A'}`;
    for (const made of ['0'.repeat(22), 'A'.repeat(44), 'x'.repeat(128), altered]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await cart(method, made);
        expect(res.statusCode, `${method} ${made}`).toBe(400);
        expect(res.json().message).toBe(CART_SESSION_MESSAGES.notIssued);
      }
    }
  });

  it('is issued by the first read or add, and the cart is found by it', async () => {
    const read = await cart('GET');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([]);
    const issued = String(read.headers['x-session-id']);
    expect(issued).toHaveLength(44);
    expect((await cart('POST', issued)).statusCode).toBe(200);
    expect((await cart('GET', issued)).json()).toHaveLength(1);

    const added = await cart('POST');
    expect(added.statusCode).toBe(200);
    const second = String(added.headers['x-session-id']);
    expect(second).not.toBe(issued);
    expect((await cart('GET', second)).json()).toHaveLength(1);
    // A call with an id gets no new one.
    expect((await cart('GET', second)).headers['x-session-id']).toBeUndefined();
  });
});
