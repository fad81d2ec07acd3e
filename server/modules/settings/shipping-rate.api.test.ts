/**
 * The owner's shipping rate is the one number of the cart's money: the server prices a checkout with the rate in
 * effect, refuses a browser's total worked out with an old rate, and the order records the rate it charged.
 */
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { HARBOUR_TOWN, paymentHarness } from '../../../tests/helpers/payments';
import { orders } from '../../db/schema';

const { world, cartWith, checkout, approve, capture } = paymentHarness();

describe('the shipping rate', () => {
  it('is charged as the owner set it, to the cent, and recorded with the order', async () => {
    const admin = await signInAdmin(world.t);
    const current = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/shop',
      headers: { cookie: admin },
    });
    const saved = await world.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/shop',
      headers: { cookie: admin },
      payload: { ...current.json().values, shippingCents: 799 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Harbour Town is $11.99: with the old $5.99 the browser's total is stale, and nothing is charged.
    const stale = await checkout(await cartWith([[HARBOUR_TOWN, 1]]), { amount: '17.98' });
    expect(stale.statusCode, stale.body).toBe(409);

    const paying = await checkout(await cartWith([[HARBOUR_TOWN, 1]]), { amount: '19.98' });
    expect(paying.statusCode, paying.body).toBe(201);
    expect(paying.json().amount).toBe('19.98');
    const orderId = paying.json().id as string;
    expect((await approve(orderId)).status).toBe(200);
    const captured = await capture(orderId);
    expect(captured.statusCode, captured.body).toBe(200);
    // This file's database: the one order is this checkout's.
    const [order, ...more] = await world.t.database.db.select().from(orders);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ shippingCents: 799, subtotalCents: 1199, totalAmountCents: 1998 });
  });
});
