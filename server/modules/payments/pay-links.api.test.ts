import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareCustomOrder, RUSH_GOLD_ORDER, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { currentBalanceToken, invoiceToken } from '../../../tests/helpers/pay-links';
import { PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { customOrders } from '../../db/schema';
import { tokenHash } from '../../order-links';

const { world, call, cartWith, checkout, approve, capture, capturesAtPayPal, mailsWith } = paymentHarness();

describe('custom order deposit', () => {
  it('takes the 10% deposit of the order prepare stored, and records the custom order with its first balance link', async () => {
    const prepared = await prepareCustomOrder(world.t.app, RUSH_GOLD_ORDER);
    expect(prepared.preparedOrderId).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const pay = (amount?: string) =>
      call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId: prepared.preparedOrderId, amount });

    expect((await pay('6.35')).statusCode).toBe(409);
    const created = await pay('63.50');
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await approve(id);
    const captured = (await capture(id)).json();
    expect(captured.status).toBe('COMPLETED');

    const made = await call('POST', '/api/custom-orders', { orderData: prepared, depositPaymentId: id });
    expect(made.json()).toEqual({ id: captured.customOrderId });
    const [order] = await world.t.database.db
      .select()
      .from(customOrders)
      .where(eq(customOrders.id, captured.customOrderId));
    expect(order).toMatchObject({
      status: 'deposit_paid',
      quantity: 100,
      plating: 'gold',
      packaging: 'backing-cards',
      totalPriceCents: 63_500,
      depositAmountCents: 6_350,
      remainingBalanceCents: 57_150,
      depositPaymentId: id,
      logoUrl: prepared.logoUrl,
    });
    // Only the link's hash is stored; the link works for 30 days.
    const token = await currentBalanceToken(world.t.database.db, order!.id);
    expect(order).toMatchObject({ balanceLinkVersion: 1, balanceLinkTokenHash: tokenHash(token) });
    expect(order!.balanceLinkExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(await mailsWith('customOrderId', order!.id)).toHaveLength(1);
  });

  it('pays only an order this shop prepared: a forged, reused or expired id is refused, and prices never travel', async () => {
    const prepared = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const [number, signature] = prepared.preparedOrderId.split('.');
    const gone = 'This order has expired. Please review your design and submit it again.';
    const pay = (preparedOrderId: string) => call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId });

    const forged = await pay(`${number}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(gone);
    expect((await pay(`${Number(number) + 1}.${signature}`)).statusCode).toBe(404);
    // The old body (the whole order with its prices) is not a payment request any more.
    const old = await call('POST', '/api/paypal/order', { purpose: 'deposit', orderData: prepared });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('preparedOrderId is required for a deposit');

    await world.t.database.db.execute(
      sql`update prepared_custom_orders set expires_at = now() - interval '1 minute' where id = ${Number(number)}`,
    );
    expect((await pay(prepared.preparedOrderId)).json().message).toBe(gone);
  });
});

describe('balance and invoice links', () => {
  async function paidDeposit(): Promise<{ customOrderId: number; token: string }> {
    const prepared = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const { preparedOrderId } = prepared;
    const { id } = (await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId })).json();
    await approve(id);
    const { customOrderId } = (await capture(id)).json();
    return { customOrderId, token: await currentBalanceToken(world.t.database.db, customOrderId) };
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
    // Where the paid page sends a guest: the order's own page by its signed link, which opens the order.
    const opened = await call('GET', `/api/order-status/${customOrderId}?${record.statusPath.split('?')[1]}`);
    expect(record.statusPath).toMatch(new RegExp(`^/orders/${customOrderId}\\?token=`));
    expect(opened.json()).toMatchObject({ type: 'custom', order: { id: customOrderId } });

    const early = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token });
    expect(early.statusCode).toBe(409);
    await world.t.database.db
      .update(customOrders)
      .set({ status: 'approved' })
      .where(eq(customOrders.id, customOrderId));

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

    const [order] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, customOrderId));
    expect(order).toMatchObject({ status: 'balance_paid', balancePaymentId: id });
    expect((await call('GET', `/api/balance-payment/${token}`)).json().status).toBe('balance_paid');
    expect((await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token })).statusCode).toBe(409);
  });

  it('charges an invoice its stored total, once', async () => {
    const t = await invoiceToken(world.t.database.db, 'INV-100001');
    expect((await call('GET', `/api/invoices/INV-100001?t=${t}`)).json()).toMatchObject({
      total: 250,
      status: 'pending',
    });
    expect((await call('GET', `/api/invoices/INV-999999?t=${t}`)).statusCode).toBe(404);

    const tampered = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      token: t,
      amount: 1,
    });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toMatch(/\$250\.00/);

    const created = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      token: t,
      amount: '250',
    });
    expect(created.json().amount).toBe('250.00');
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
    expect((await call('GET', `/api/invoices/INV-100001?t=${t}`)).json().status).toBe('paid');

    const twice = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      token: t,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Invoice #INV-100001 has already been paid');
    const paidToken = await invoiceToken(world.t.database.db, 'INV-100002');
    expect(
      (await call('POST', '/api/paypal/order', { purpose: 'invoice', invoiceNumber: 'INV-100002', token: paidToken }))
        .statusCode,
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
