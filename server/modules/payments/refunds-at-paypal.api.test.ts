import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, discountCodes, orders, outbox, payments } from '../../db/schema';

const { world, call, cartWith, checkout, approve, capture, stockOf, mailsWith } = paymentHarness();

const usesOf = async (code: string) =>
  (await world.t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.currentUses;
const paymentOf = async (providerOrderId: string) =>
  (await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)))[0]!;
const atPayPal = (captureId: string, what: 'refund' | 'reverse') =>
  fetch(`${world.standIn.url}/__test/captures/${captureId}/${what}`, { method: 'POST' });

async function paidCart(quantity: number, discountCode?: string) {
  const session = await cartWith([[PAR_3, quantity]]);
  const { id } = (await checkout(session, discountCode ? { discountCode } : {})).json();
  await approve(id);
  const captured = (await capture(id)).json();
  expect(captured.status).toBe('COMPLETED');
  return { id, orderId: captured.orderId as number, captureId: (await paymentOf(id)).captureId! };
}

describe('a refund or reversal made at PayPal', () => {
  it('a refund from the webhook: the order shows it, stock and the code use come back once, the buyer is told', async () => {
    const stockBefore = await stockOf(PAR_3);
    const usesBefore = await usesOf('USA');
    const { id, orderId, captureId } = await paidCart(3, 'USA');
    expect(await stockOf(PAR_3)).toBe(stockBefore - 3);
    expect(await usesOf('USA')).toBe(usesBefore + 1);

    await atPayPal(captureId, 'refund');
    await expect.poll(async () => (await paymentOf(id)).status).toBe('refunded');
    const [order] = await world.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('refunded');
    expect(await stockOf(PAR_3)).toBe(stockBefore);
    expect(await usesOf('USA')).toBe(usesBefore);
    expect((await capture(id)).json()).toMatchObject({ status: 'REFUNDED' });

    // PayPal delivers the event again: nothing comes back twice.
    const event = world.standIn.state.webhookLog.find((entry) => entry.event_type === 'PAYMENT.CAPTURE.REFUNDED');
    await fetch(`${world.standIn.url}/__test/webhooks/${event!.id}/redeliver`, { method: 'POST' });
    await world.t.app.services.payments.syncWithPayPal(id);
    expect(await stockOf(PAR_3)).toBe(stockBefore);
    expect(await usesOf('USA')).toBe(usesBefore);
    const paymentId = (await paymentOf(id)).id;
    const told = (await world.t.database.db.select().from(outbox)).filter(
      (row) => row.payload.refundedAtPayPal === true && row.payload.paymentId === paymentId,
    );
    expect(told).toHaveLength(1);
  });

  it('a reversal of a deposit cancels the custom order', async () => {
    const prepared = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const { id } = (
      await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId: prepared.preparedOrderId })
    ).json();
    await approve(id);
    const { customOrderId } = (await capture(id)).json();
    await atPayPal((await paymentOf(id)).captureId!, 'reverse');
    await expect.poll(async () => (await paymentOf(id)).status).toBe('refunded');
    const [order] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, customOrderId));
    expect(order!.status).toBe('cancelled');
    expect(await mailsWith('customOrderId', customOrderId)).toHaveLength(1);
  });

  it('a refund whose webhook never arrived is found by the reconciler', async () => {
    const stockBefore = await stockOf(PAR_3);
    const completedEvents = () =>
      world.standIn.state.webhookLog.filter((entry) => entry.event_type === 'PAYMENT.CAPTURE.COMPLETED').length;
    const completedBefore = completedEvents();
    const { id, orderId, captureId } = await paidCart(2);
    // The capture's own event is delivered after the capture answers: once the shop has taken it, the payment is
    // left untouched for hours (below), as one whose refund never reached us is.
    await expect.poll(completedEvents).toBe(completedBefore + 1);
    // Refunded at PayPal without a webhook reaching us.
    const found = world.standIn.state.captures().find((entry) => entry.capture.id === captureId)!;
    found.capture.status = 'REFUNDED';
    await world.t.database.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(payments.providerOrderId, id));
    await world.t.app.services.payments.reconcile();
    const [order] = await world.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('refunded');
    expect(await stockOf(PAR_3)).toBe(stockBefore);
  });
});
