import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { currentBalanceToken } from '../../../tests/helpers/pay-links';
import { paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, outbox, payments } from '../../db/schema';
import { STAYS_CANCELLED } from '../custom-orders';

const { world, call, approve, capture } = paymentHarness();
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin(world.t);
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const db = () => world.t.database.db;
const orderRow = async (id: number) => (await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!;
const depositOf = async (id: number) =>
  (await db().select().from(payments).where(eq(payments.customOrderId, id))).find((p) => p.purpose === 'deposit')!;
const cancelMail = async (id: number) =>
  (await db().select().from(outbox)).find((row) => row.payload.customOrderId === id && row.payload.cancelled);

/** A custom order whose deposit is paid: its id. */
async function depositPaid(): Promise<number> {
  const prepared = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
  const { id } = (
    await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId: prepared.preparedOrderId })
  ).json();
  await approve(id);
  return (await capture(id)).json().customOrderId as number;
}

describe('cancelling a custom order from the admin', () => {
  it('with its deposit refunded: cancelled with the reason, PayPal refunds the deposit, the customer is told', async () => {
    const id = await depositPaid();
    const deposit = await depositOf(id);
    const token = await currentBalanceToken(db(), id);
    expect((await call('GET', `/api/balance-payment/${token}`)).statusCode).toBe(200);

    const res = await asAdmin('POST', `/api/admin/custom-orders/${id}/cancel`, {
      reason: 'The tournament was called off',
      refundDeposit: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'cancelled', refundedCents: deposit.amountCents });
    const order = await orderRow(id);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'The tournament was called off' });
    expect(order.cancelledAt).not.toBeNull();
    expect((await depositOf(id)).status).toBe('refunded');
    expect(world.standIn.state.refunds.filter((refund) => refund.captureId === deposit.captureId)).toHaveLength(1);

    const mail = await cancelMail(id);
    expect(mail!.subject).toMatch(/^Your custom order W-\d+ has been cancelled$/);
    expect(mail!.textBody).toContain('Why: The tournament was called off');
    expect(mail!.textBody).toMatch(/We have refunded \$\d+\.\d\d of your deposit/);
    // The cancellation's own e-mail says it: no separate refund e-mail.
    expect(
      (await db().select().from(outbox)).filter(
        (row) => row.payload.refundId !== undefined && row.payload.paymentId === deposit.id,
      ),
    ).toHaveLength(0);

    // The balance link stops working, and a balance can no longer be started.
    expect((await call('GET', `/api/balance-payment/${token}`)).statusCode).toBe(404);
    const balance = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token });
    expect(balance.statusCode).toBe(404);

    const view = (await asAdmin('GET', `/api/admin/orders/custom/${id}/payments`)).json();
    expect(view.totals).toEqual({ paidCents: deposit.amountCents, refundedCents: deposit.amountCents, netCents: 0 });

    const again = await asAdmin('POST', `/api/admin/custom-orders/${id}/cancel`, {
      reason: 'Again',
      refundDeposit: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled');
  });

  it('without a refund: the deposit stays paid and the e-mail says nothing was refunded', async () => {
    const id = await depositPaid();
    const res = await asAdmin('POST', `/api/admin/custom-orders/${id}/cancel`, {
      reason: 'Customer asked to stop',
      refundDeposit: false,
    });
    expect(res.json()).toEqual({ id, status: 'cancelled', refundedCents: 0 });
    expect((await depositOf(id)).status).toBe('captured');
    expect((await cancelMail(id))!.textBody).toContain('No payment has been refunded with this cancellation');

    // A cancelled order stays cancelled: its link is gone and its deposit may be refunded.
    const reopened = await asAdmin('PATCH', `/api/custom-orders/${id}/status`, { status: 'in_production' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(STAYS_CANCELLED);
    expect((await orderRow(id)).status).toBe('cancelled');
  });

  it('refuses a missing reason, an unknown order, and "cancelled" through the status selector', async () => {
    const id = await depositPaid();
    const noReason = await asAdmin('POST', `/api/admin/custom-orders/${id}/cancel`, {
      reason: ' ',
      refundDeposit: true,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0].message).toBe('Please say why the order is cancelled (the customer reads it)');
    const unknown = await asAdmin('POST', '/api/admin/custom-orders/999999/cancel', {
      reason: 'x',
      refundDeposit: false,
    });
    expect(unknown.statusCode).toBe(404);
    // Cancelling has its own call (reason, refund): the plain status change does not take it.
    expect((await asAdmin('PATCH', `/api/custom-orders/${id}/status`, { status: 'cancelled' })).statusCode).toBe(400);
    expect((await orderRow(id)).status).toBe('deposit_paid');
    const { captureId } = await depositOf(id);
    expect(world.standIn.state.refunds.filter((refund) => refund.captureId === captureId)).toHaveLength(0);
  });

  it('a deposit refunded in part keeps the order as it is; a cancellation then refunds the rest', async () => {
    const id = await depositPaid();
    const deposit = await depositOf(id);
    const part = await asAdmin('POST', `/api/admin/payments/${deposit.id}/refunds`, {
      amountCents: 1000,
      reason: 'Smaller run',
      requestId: randomUUID(),
    });
    expect(part.statusCode, part.body).toBe(201);
    expect((await orderRow(id)).status).toBe('deposit_paid');
    const res = await asAdmin('POST', `/api/admin/custom-orders/${id}/cancel`, {
      reason: 'Changed plans',
      refundDeposit: true,
    });
    expect(res.json().refundedCents).toBe(deposit.amountCents - 1000);
    const view = (await asAdmin('GET', `/api/admin/orders/custom/${id}/payments`)).json();
    expect(view.payments[0].refunds.map((refund: { amountCents: number }) => refund.amountCents)).toEqual([
      1000,
      deposit.amountCents - 1000,
    ]);
    expect(view.totals.netCents).toBe(0);
  });

  it('a balance payment started before the cancellation is refunded when PayPal captures it', async () => {
    const id = await depositPaid();
    await db().update(customOrders).set({ status: 'approved' }).where(eq(customOrders.id, id));
    const balanceToken = await currentBalanceToken(db(), id);
    const started = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken });
    expect(started.statusCode, started.body).toBe(201);
    const { id: paypalOrderId } = started.json() as { id: string };
    await approve(paypalOrderId);
    const cancelled = await asAdmin('POST', `/api/admin/custom-orders/${id}/cancel`, {
      reason: 'Out of business',
      refundDeposit: false,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await capture(paypalOrderId)).json()).toMatchObject({ status: 'REFUNDED' });
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', balancePaymentId: null });
    const [captured] = world.standIn.state.captures().filter((entry) => entry.orderId === paypalOrderId);
    expect(world.standIn.state.refunds.map((refund) => refund.captureId)).toContain(captured!.capture.id);
  });
});
