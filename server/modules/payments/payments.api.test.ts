import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, AMERICAN_FLAG, HARBOUR_TOWN, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { discountCodes, orders, payments, products } from '../../db/schema';
import { newSessionId } from '../../../tests/helpers/app';

const { world, call, cartWith, checkout, approve, capture, stockOf, capturesAtPayPal, mailsWith } = paymentHarness();

describe('cart checkout', () => {
  it('charges the server total, captures once, records the order, empties the cart and queues one e-mail', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    const stockBefore = await stockOf(HARBOUR_TOWN);

    const tampered = await checkout(session, { amount: 1 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toMatch(/does not match your order total of \$29\.97/);

    const created = await checkout(session, { amount: '29.97' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, amount, approveUrl } = created.json();
    expect(amount).toBe('29.97');
    expect(approveUrl).toContain(id);
    expect(await stockOf(HARBOUR_TOWN)).toBe(stockBefore - 2);

    await approve(id);
    const captured = await capture(id);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ id, status: 'COMPLETED' });
    const orderId = captured.json().orderId as number;

    const recorded = await call(
      'POST',
      '/api/create-order',
      { paypalOrderId: id, customerEmail: CUSTOMER.email, customerName: CUSTOMER.name },
      session,
    );
    expect(recorded.json()).toEqual({ order: { id: orderId } });
    const [order] = await world.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      customerEmail: 'pat@example.com',
      totalAmountCents: 2997,
      status: 'processing',
      shippingAddress: '1 Fairway Dr, Newport Beach, CA 92660',
      items: [{ productId: HARBOUR_TOWN, name: 'Harbour Town Lighthouse Pin', quantity: 2, priceCents: 1199 }],
    });
    expect((await call('GET', '/api/cart', undefined, session)).json()).toEqual([]);
    expect(await stockOf(HARBOUR_TOWN)).toBe(stockBefore - 2);
    const mails = await mailsWith('orderId', orderId);
    expect(mails).toHaveLength(1);
    // Test mode (the PayPal stand-in): the order and its e-mail say no real payment was taken.
    expect(order!.testMode).toBe(true);
    expect(mails[0]!.subject).toMatch(/^\[Test\] Order C-\d{4,} confirmed/);
    expect(mails[0]!.textBody).toContain('Test mode: no real payment was taken.');
    const status = await call(
      'GET',
      `/api/order-status/${orderId}?token=${captured.json().statusPath.split('token=')[1]}`,
    );
    expect(status.json().order.testMode).toBe(true);
  });

  it('refuses a capture before the buyer approved, and records nothing', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    const res = await capture(id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/not been approved/);
    expect((await call('POST', '/api/create-order', { paypalOrderId: id }, session)).statusCode).toBe(409);
  });

  it('capturing twice, or twice at once, gives one capture, one order and one e-mail', async () => {
    const session = await cartWith([[PAR_3, 3]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    const [a, b] = await Promise.all([capture(id), capture(id)]);
    const c = await capture(id);
    const completed = [a, b, c].filter((res) => res.json().status === 'COMPLETED');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    const orderIds = new Set(completed.map((res) => res.json().orderId));
    expect(orderIds.size).toBe(1);
    expect(capturesAtPayPal(id)).toBe(1);
    const [payment] = await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, id));
    expect(await world.t.database.db.select().from(orders).where(eq(orders.paymentId, payment!.id))).toHaveLength(1);
    expect(await mailsWith('orderId', [...orderIds][0])).toHaveLength(1);
  });

  it('20 buyers racing for the last 5 units: exactly 5 can pay', async () => {
    const [product] = await world.t.database.db
      .insert(products)
      .values({ name: 'Limited Run Pin', description: 'Five left.', priceCents: 1000, stockQuantity: 5 })
      .returning();
    const sessions = await Promise.all(Array.from({ length: 20 }, () => cartWith([[product!.id, 1]])));
    const results = await Promise.all(sessions.map((session) => checkout(session)));
    const winners = results.filter((res) => res.statusCode === 201);
    expect(winners).toHaveLength(5);
    for (const loser of results.filter((res) => res.statusCode !== 201)) {
      expect(loser.statusCode).toBe(409);
      expect(loser.json().message).toMatch(/sold out|left in stock|out of stock/);
    }
    for (const winner of winners) {
      await approve(winner.json().id);
      expect((await capture(winner.json().id)).json().status).toBe('COMPLETED');
    }
    expect(await stockOf(product!.id)).toBe(0);
  });

  it('a code with 3 uses left and 10 checkouts at once: exactly 3 use it', async () => {
    await world.t.database.db
      .insert(discountCodes)
      .values({ code: 'THREE', discountType: 'percentage', discountValue: 10, maxUses: 3 });
    const sessions = await Promise.all(Array.from({ length: 10 }, () => cartWith([[PAR_3, 1]])));
    const results = await Promise.all(sessions.map((session) => checkout(session, { discountCode: 'three' })));
    const winners = results.filter((res) => res.statusCode === 201);
    expect(winners).toHaveLength(3);
    for (const winner of winners) {
      expect(winner.json().amount).toBe('13.18'); // 7.99 - 0.80 + 5.99
      await approve(winner.json().id);
      expect((await capture(winner.json().id)).json().status).toBe('COMPLETED');
    }
    const [code] = await world.t.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'THREE'));
    expect(code!.currentUses).toBe(3);
  });

  it('an expired hold goes back on the shelf; paying afterwards takes it again, or refunds when it is gone', async () => {
    const [product] = await world.t.database.db
      .insert(products)
      .values({ name: 'Last One Pin', description: 'One left.', priceCents: 1500, stockQuantity: 1 })
      .returning();
    const first = await cartWith([[product!.id, 1]]);
    const { id } = (await checkout(first)).json();
    expect(await stockOf(product!.id)).toBe(0);

    await world.t.database.db.execute(
      sql`update stock_reservations set expires_at = now() - interval '1 minute' where payment_id = (select id from payments where provider_order_id = ${id})`,
    );
    expect((await world.t.app.services.payments.reconcile()).released).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product!.id)).toBe(1);

    // Someone else buys the unit meanwhile.
    const second = await cartWith([[product!.id, 1]]);
    const other = (await checkout(second)).json();
    await approve(other.id);
    expect((await capture(other.id)).json().status).toBe('COMPLETED');

    // The first buyer pays after all: the unit is gone, so they are refunded, never oversold.
    await approve(id);
    const late = await capture(id);
    expect(late.json()).toMatchObject({ status: 'REFUNDED' });
    expect(world.standIn.state.refunds.map((refund) => refund.amount.value)).toContain('20.99');
    expect(await stockOf(product!.id)).toBe(0);
  });

  it('the free pin stays at 4 per customer across orders', async () => {
    const email = 'flag-fan@example.com';
    const first = await cartWith([[AMERICAN_FLAG, 4]]);
    const created = await checkout(first, { customer: { ...CUSTOMER, email } });
    expect(created.json().amount).toBe('5.99');
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');

    const again = await cartWith([[AMERICAN_FLAG, 1]]);
    const refused = await checkout(again, { customer: { ...CUSTOMER, email: 'FLAG-FAN@example.com' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Limit of 4 per customer/);
  });

  it('a buyer who cancels at PayPal gets the stock back at once; only from their own cart session', async () => {
    const session = await cartWith([[PAR_3, 2]]);
    const before = await stockOf(PAR_3);
    const { id } = (await checkout(session)).json();
    expect(await stockOf(PAR_3)).toBe(before - 2);
    expect((await call('POST', `/api/paypal/order/${id}/cancel`, {}, newSessionId())).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/paypal/order/${id}/cancel`, {}, session);
    expect(cancelled.json()).toMatchObject({ status: 'VOIDED' });
    expect(await stockOf(PAR_3)).toBe(before);
    // Paying after all: the capture takes the units again.
    await approve(id);
    expect((await capture(id)).json().status).toBe('COMPLETED');
    expect(await stockOf(PAR_3)).toBe(before - 2);
    expect((await call('POST', `/api/paypal/order/${id}/cancel`, {}, session)).statusCode).toBe(409);
  });

  it('asks for the customer information and an X-Session-Id', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const missing = await call('POST', '/api/paypal/order', { customer: { ...CUSTOMER, city: '' } }, session);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in all required fields before proceeding to payment.');
    expect((await call('POST', '/api/paypal/order', { customer: CUSTOMER })).statusCode).toBe(400);
    expect((await checkout(newSessionId())).json()).toEqual({ message: 'Your cart is empty' });
  });
});
