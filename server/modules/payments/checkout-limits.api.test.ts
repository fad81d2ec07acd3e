import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../../tests/helpers/app';
import { CUSTOMER, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { payments, products, stockReservations } from '../../db/schema';
import { HOARDING_MESSAGE, MAX_HELD_UNITS_PER_ADDRESS, UNDER_REVIEW_MESSAGE } from './open-payments';

const { world, call, cartWith, checkout, approve, capture, faults, stockOf } = paymentHarness();

const from = (ip: string, session: string, body: object) =>
  world.t.app.inject({
    method: 'POST',
    url: '/api/paypal/order',
    remoteAddress: ip,
    headers: { 'x-session-id': session },
    payload: { customer: CUSTOMER, ...body },
  });

async function newProduct(stockQuantity: number): Promise<number> {
  const [row] = await world.t.database.db
    .insert(products)
    .values({ name: `Hoard Test Pin ${stockQuantity}`, description: '', priceCents: 500, stockQuantity })
    .returning({ id: products.id });
  return row!.id;
}

describe('one open payment per cart', () => {
  it('a repeated or concurrent request for one cart gets the same PayPal order and holds the stock once', async () => {
    const session = await cartWith([[PAR_3, 2]]);
    const before = await stockOf(PAR_3);
    const [a, b] = await Promise.all([checkout(session), checkout(session)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().id).toBe(a.json().id);
    const again = await checkout(session);
    expect(again.json().id).toBe(a.json().id);
    expect(await stockOf(PAR_3)).toBe(before - 2);
    const open = await world.t.database.db.select().from(payments).where(eq(payments.sessionId, session));
    expect(open.filter((p) => p.status === 'created')).toHaveLength(1);
  });

  it('a changed cart ends the old payment (its holds go back) and opens one for the new total', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const before = await stockOf(PAR_3);
    const first = (await checkout(session)).json();
    await call('POST', '/api/cart', { productId: PAR_3, quantity: 2 }, session);
    const second = (await checkout(session)).json();
    expect(second.id).not.toBe(first.id);
    expect(second.amount).not.toBe(first.amount);
    expect(await stockOf(PAR_3)).toBe(before - 3);
    const [old] = await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, first.id));
    expect(old!.status).toBe('voided');
  });

  it('a cart whose payment PayPal is reviewing cannot be paid a second time meanwhile', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await faults({ nextCaptureMode: 'PENDING' });
    await approve(id);
    expect((await capture(id)).json().status).toBe('PENDING');
    const again = await checkout(session);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UNDER_REVIEW_MESSAGE);
  });

  it('holds last 10 minutes without approval', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    const [payment] = await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, id));
    const [hold] = await world.t.database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.paymentId, payment!.id));
    const minutes = (hold!.expiresAt.getTime() - payment!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThan(10.1);
  });
});

describe('holds per address', () => {
  it('a client holding stock in many carts cannot keep a second buyer from buying', async () => {
    const pinId = await newProduct(MAX_HELD_UNITS_PER_ADDRESS + 50);
    const hoarder = '10.9.9.9';
    // Carts are free to fill; holding is what is capped: 5 sessions of 50 units each fill the address's cap.
    for (let index = 0; index < 5; index += 1) {
      const session = newSessionId();
      await world.t.app.inject({
        method: 'POST',
        url: '/api/cart',
        remoteAddress: hoarder,
        headers: { 'x-session-id': session },
        payload: { productId: pinId, quantity: 50 },
      });
      expect((await from(hoarder, session, {})).statusCode).toBe(201);
    }
    const greedy = newSessionId();
    await call('POST', '/api/cart', { productId: pinId, quantity: 50 }, greedy);
    const refused = await from(hoarder, greedy, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HOARDING_MESSAGE);
    expect(refused.headers['retry-after']).toBe('600');

    const buyer = newSessionId();
    await call('POST', '/api/cart', { productId: pinId, quantity: 50 }, buyer);
    const bought = await from('10.9.9.10', buyer, { customer: { ...CUSTOMER, email: 'second@example.com' } });
    expect(bought.statusCode, bought.body).toBe(201);
    await approve(bought.json().id);
    expect((await capture(bought.json().id)).json().status).toBe('COMPLETED');
    expect(await stockOf(pinId)).toBe(0);
  });

  it('held units stop counting once the holds expire', async () => {
    const pinId = await newProduct(MAX_HELD_UNITS_PER_ADDRESS * 2);
    const ip = '10.9.8.8';
    // A visitor's payment holds at most 100 of a product: three carts fill the address's cap.
    for (const quantity of [100, 100, MAX_HELD_UNITS_PER_ADDRESS - 200]) {
      const session = newSessionId();
      await call('POST', '/api/cart', { productId: pinId, quantity }, session);
      expect((await from(ip, session, {})).statusCode).toBe(201);
    }
    const next = newSessionId();
    await call('POST', '/api/cart', { productId: pinId, quantity: 1 }, next);
    expect((await from(ip, next, {})).statusCode).toBe(429);
    await world.t.database.db.execute(sql`update stock_reservations set expires_at = now() - interval '1 minute'`);
    expect((await from(ip, next, {})).statusCode).toBe(201);
  });
});
