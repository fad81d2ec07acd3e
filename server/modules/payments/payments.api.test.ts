import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, newSessionId, type TestApp } from '../../../tests/helpers/app';
import { prepareCustomOrder, RUSH_GOLD_ORDER, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { PAYPAL_STAND_IN } from '../../config';
import { customOrders, discountCodes, orders, outbox, payments, products } from '../../db/schema';
import { startStandIn, type RunningStandIn } from '../../integrations/paypal/stand-in/server';

const HARBOUR_TOWN = 1; // $11.99
const PAR_3 = 26; // $7.99, 250 in stock
const AMERICAN_FLAG = 21; // free, limit 4

let t: TestApp;
let standIn: RunningStandIn;
let appUrl = '';

beforeAll(async () => {
  standIn = await startStandIn({
    ...PAYPAL_STAND_IN,
    webhook: { url: () => `${appUrl}/api/paypal/webhook`, id: PAYPAL_STAND_IN.webhookId },
  });
  t = await buildTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { paypalBaseUrl: standIn.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  appUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  Object.assign(standIn.state.faults, {
    nextCaptureMode: 'COMPLETED',
    failNext: null,
    dropAfterCommitNext: false,
    latencyMs: 0,
  });
});

const customer = {
  name: 'Pat Golfer',
  email: 'pat@example.com',
  address: '1 Fairway Dr',
  city: 'Newport Beach',
  state: 'CA',
  zipCode: '92660',
};

let client = 0;
function call(method: 'GET' | 'POST', url: string, payload?: object, session?: string) {
  client += 1;
  return t.app.inject({
    method,
    url,
    remoteAddress: `10.2.${Math.floor(client / 250)}.${client % 250}`,
    headers: session ? { 'x-session-id': session } : {},
    ...(payload ? { payload } : {}),
  });
}

async function cartWith(lines: Array<[productId: number, quantity: number]>): Promise<string> {
  const session = newSessionId();
  for (const [productId, quantity] of lines) {
    const res = await call('POST', '/api/cart', { productId, quantity }, session);
    expect(res.statusCode, res.body).toBe(200);
  }
  return session;
}

async function checkout(session: string, body: object = {}) {
  return call('POST', '/api/paypal/order', { customer, ...body }, session);
}

const approve = (id: string) => fetch(`${standIn.url}/__test/orders/${id}/approve`, { method: 'POST' });
const capture = (id: string) => call('POST', `/api/paypal/order/${id}/capture`);
const faults = (body: object) =>
  fetch(`${standIn.url}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const stockOf = async (id: number) =>
  (await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;
const capturesAtPayPal = (orderId: string) =>
  standIn.state.captures().filter((entry) => entry.orderId === orderId).length;
async function mailsFor(orderId: number) {
  const rows = await t.database.db.select().from(outbox);
  return rows.filter((row) => (row.payload as { orderId?: number }).orderId === orderId);
}

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
      { paypalOrderId: id, customerEmail: customer.email, customerName: customer.name },
      session,
    );
    expect(recorded.json()).toEqual({ order: { id: orderId } });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      customerEmail: 'pat@example.com',
      totalAmountCents: 2997,
      status: 'processing',
      shippingAddress: '1 Fairway Dr, Newport Beach, CA 92660',
      items: [{ productId: HARBOUR_TOWN, name: 'Harbour Town Lighthouse Pin', quantity: 2, priceCents: 1199 }],
    });
    expect((await call('GET', '/api/cart', undefined, session)).json()).toEqual([]);
    expect(await stockOf(HARBOUR_TOWN)).toBe(stockBefore - 2);
    expect(await mailsFor(orderId)).toHaveLength(1);
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
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, id));
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentId, payment!.id))).toHaveLength(1);
    expect(await mailsFor([...orderIds][0])).toHaveLength(1);
  });

  it('20 buyers racing for the last 5 units: exactly 5 can pay', async () => {
    const [product] = await t.database.db
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
    await t.database.db
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
    const [code] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'THREE'));
    expect(code!.currentUses).toBe(3);
  });

  it('an expired hold goes back on the shelf; paying afterwards takes it again, or refunds when it is gone', async () => {
    const [product] = await t.database.db
      .insert(products)
      .values({ name: 'Last One Pin', description: 'One left.', priceCents: 1500, stockQuantity: 1 })
      .returning();
    const first = await cartWith([[product!.id, 1]]);
    const { id } = (await checkout(first)).json();
    expect(await stockOf(product!.id)).toBe(0);

    await t.database.db.execute(
      sql`update stock_reservations set expires_at = now() - interval '1 minute' where payment_id = (select id from payments where provider_order_id = ${id})`,
    );
    expect((await t.app.services.payments.reconcile()).released).toBeGreaterThanOrEqual(1);
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
    expect(standIn.state.refunds.map((refund) => refund.amount.value)).toContain('20.99');
    expect(await stockOf(product!.id)).toBe(0);
  });

  it('the free pin stays at 4 per customer across orders', async () => {
    const email = 'flag-fan@example.com';
    const first = await cartWith([[AMERICAN_FLAG, 4]]);
    const created = await checkout(first, { customer: { ...customer, email } });
    expect(created.json().amount).toBe('5.99');
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');

    const again = await cartWith([[AMERICAN_FLAG, 1]]);
    const refused = await checkout(again, { customer: { ...customer, email: 'FLAG-FAN@example.com' } });
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
    const missing = await call('POST', '/api/paypal/order', { customer: { ...customer, city: '' } }, session);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in all required fields before proceeding to payment.');
    expect((await call('POST', '/api/paypal/order', { customer })).statusCode).toBe(400);
    expect((await checkout(newSessionId())).json()).toEqual({ message: 'Your cart is empty' });
  });
});

describe('PayPal faults and webhooks', () => {
  it('a capture committed at PayPal whose answer was lost is retried: one capture there, one order here', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    await faults({ dropAfterCommitNext: true });
    const res = await capture(id);
    expect(res.json().status).toBe('COMPLETED');
    expect(capturesAtPayPal(id)).toBe(1);
  });

  it('a PENDING capture fulfils nothing until PayPal settles it and its webhook arrives', async () => {
    const session = await cartWith([[PAR_3, 2]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    await faults({ nextCaptureMode: 'PENDING' });
    const pending = await capture(id);
    expect(pending.json()).toMatchObject({ status: 'PENDING' });
    expect((await call('POST', '/api/create-order', { paypalOrderId: id }, session)).statusCode).toBe(409);

    const captureId = standIn.state.captures().find((entry) => entry.orderId === id)!.capture.id;
    await fetch(`${standIn.url}/__test/captures/${captureId}/complete`, { method: 'POST' });
    await expect
      .poll(async () => (await call('POST', '/api/create-order', { paypalOrderId: id }, session)).statusCode)
      .toBe(200);
  });

  it('a payment the browser never reported is recorded from the webhook, once, however often it is delivered', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    // Our process "crashed" right after PayPal captured: the capture happened, we never heard back.
    const paypal = t.app.services.paypal();
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, id));
    await paypal.captureOrder(id, payment!.captureRequestId);

    await expect.poll(async () => (await t.app.services.payments.outcome(id)).status).toBe('COMPLETED');
    const event = standIn.state.webhookLog.find(
      (entry) => entry.delivered && entry.event_type === 'PAYMENT.CAPTURE.COMPLETED',
    );
    for (let i = 0; i < 3; i += 1)
      await fetch(`${standIn.url}/__test/webhooks/${event!.id}/redeliver`, { method: 'POST' });
    const recorded = await t.database.db.select().from(orders).where(eq(orders.paymentId, payment!.id));
    expect(recorded).toHaveLength(1);
    expect(await mailsFor(recorded[0]!.id)).toHaveLength(1);
  });

  it('a forged webhook is refused and changes nothing', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    const forged = {
      id: 'WH-FORGED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'FAKE', status: 'COMPLETED', supplementary_data: { related_ids: { order_id: id } } },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://evil.example/cert.pem',
        'paypal-transmission-id': 'x',
        'paypal-transmission-sig': 'forged',
        'paypal-transmission-time': new Date().toISOString(),
      },
      payload: JSON.stringify(forged),
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.services.payments.outcome(id)).status).toBe('CREATED');
  });

  it('a capture for an order we never created is a 404', async () => {
    expect((await capture('NOTOURS123')).statusCode).toBe(404);
  });
});

describe('custom order deposit', () => {
  it('takes the 10% deposit priced by the server and records the custom order with a balance token', async () => {
    const prepared = await prepareCustomOrder(t.app, RUSH_GOLD_ORDER);

    const wrong = await call('POST', '/api/paypal/order', { purpose: 'deposit', orderData: prepared, amount: '6.35' });
    expect(wrong.statusCode).toBe(409);
    const created = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      orderData: prepared,
      amount: '63.50',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await approve(id);
    const captured = (await capture(id)).json();
    expect(captured.status).toBe('COMPLETED');

    const made = await call('POST', '/api/custom-orders', { orderData: prepared, depositPaymentId: id });
    expect(made.json()).toEqual({ id: captured.customOrderId });
    const [order] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, captured.customOrderId));
    expect(order).toMatchObject({
      status: 'deposit_paid',
      quantity: 100,
      totalPriceCents: 63_500,
      depositAmountCents: 6_350,
      remainingBalanceCents: 57_150,
      depositPaymentId: id,
      logoUrl: prepared.logoUrl,
    });
    expect(order!.balancePaymentToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mails = (await t.database.db.select().from(outbox)).filter(
      (row) => (row.payload as { customOrderId?: number }).customOrderId === order!.id,
    );
    expect(mails).toHaveLength(1);
  });

  it('refuses a deposit for a design file we never stored', async () => {
    const res = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      orderData: { ...SMALL_SILVER_ORDER, logoUrl: '/uploads/not-ours.png' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('balance and invoice links', () => {
  async function paidDeposit(): Promise<{ customOrderId: number; token: string }> {
    const prepared = await prepareCustomOrder(t.app, SMALL_SILVER_ORDER);
    const { id } = (await call('POST', '/api/paypal/order', { purpose: 'deposit', orderData: prepared })).json();
    await approve(id);
    const { customOrderId } = (await capture(id)).json();
    const [order] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, customOrderId));
    return { customOrderId, token: order!.balancePaymentToken! };
  }

  it('pays exactly the remaining balance once, only when approved', async () => {
    const { customOrderId, token } = await paidDeposit();
    expect((await call('GET', '/api/balance-payment/not-a-real-token-at-all-000')).json()).toEqual({
      message: 'Payment Link Not Found',
    });
    const record = (await call('GET', `/api/balance-payment/${token}`)).json();
    expect(record).toMatchObject({
      id: customOrderId,
      status: 'deposit_paid',
      totalPrice: 350,
      depositAmount: 35,
      remainingBalance: 315,
    });

    const early = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token });
    expect(early.statusCode).toBe(409);
    await t.database.db.update(customOrders).set({ status: 'approved' }).where(eq(customOrders.id, customOrderId));

    const wrong = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token, amount: '31.50' });
    expect(wrong.statusCode).toBe(409);
    const created = await call('POST', '/api/paypal/order', {
      purpose: 'balance',
      balanceToken: token,
      amount: '315.00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await approve(id);
    const done = await call('POST', `/api/balance-payment/${token}/complete`, { balancePaymentId: id });
    expect(done.json()).toMatchObject({ status: 'balance_paid' });
    const again = await call('POST', `/api/balance-payment/${token}/complete`, { balancePaymentId: id });
    expect(again.json()).toMatchObject({ status: 'balance_paid' });
    expect(capturesAtPayPal(id)).toBe(1);

    const [order] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, customOrderId));
    expect(order).toMatchObject({ status: 'balance_paid', balancePaymentId: id });
    expect((await call('GET', `/api/balance-payment/${token}`)).json().status).toBe('balance_paid');
    expect((await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token })).statusCode).toBe(409);
  });

  it('charges an invoice its stored total, once', async () => {
    expect((await call('GET', '/api/invoices/INV-100001')).json()).toMatchObject({ total: 250, status: 'pending' });
    expect((await call('GET', '/api/invoices/INV-999999')).statusCode).toBe(404);

    const tampered = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      amount: 1,
    });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toMatch(/\$250\.00/);

    const created = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      amount: '250',
    });
    expect(created.json().amount).toBe('250.00');
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
    expect((await call('GET', '/api/invoices/INV-100001')).json().status).toBe('paid');

    const twice = await call('POST', '/api/paypal/order', { purpose: 'invoice', invoiceNumber: 'INV-100001' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Invoice #INV-100001 has already been paid');
    expect(
      (await call('POST', '/api/paypal/order', { purpose: 'invoice', invoiceNumber: 'INV-100002' })).statusCode,
    ).toBe(409);
  });

  it('a guest reaches the order by the signed status path of the capture response', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    const { orderId, statusPath } = (await capture(id)).json();
    expect(statusPath).toMatch(new RegExp(`^/orders/${orderId}\\?token=[A-Za-z0-9_-]{43}$`));
    const token = new URL(statusPath, 'http://x').searchParams.get('token');
    const status = await call('GET', `/api/order-status/${orderId}?token=${token}`);
    expect(status.json()).toMatchObject({ type: 'regular', order: { id: orderId, status: 'processing' } });
    expect((await call('GET', `/api/order-status/${orderId + 1}?token=${token}`)).statusCode).toBe(404);
  });
});
