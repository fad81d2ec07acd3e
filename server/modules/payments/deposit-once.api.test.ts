/**
 * A prepared designer order is placed once: after its deposit is paid, paying for it again (the back button and
 * a resubmit) is refused before PayPal is asked, so there is one order and one deposit.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { paymentHarness } from '../../../tests/helpers/payments';
import { customOrders } from '../../db/schema';
import { DEPOSIT_PAID_ALREADY } from './create-payment';

const { world, call, approve, capture } = paymentHarness();

describe("a prepared designer order's deposit", () => {
  it('is paid once: a second payment for it is refused and PayPal is not asked', async () => {
    const prepared = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const pay = () =>
      call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId: prepared.preparedOrderId });
    const first = await pay();
    expect(first.statusCode, first.body).toBe(201);
    await approve(first.json().id);
    const captured = await capture(first.json().id);
    expect(captured.json().status).toBe('COMPLETED');
    const ordersAtPayPal = world.standIn.state.orders.size;

    const again = await pay();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DEPOSIT_PAID_ALREADY);
    expect(world.standIn.state.orders.size).toBe(ordersAtPayPal);
    const placed = await world.t.database.db
      .select()
      .from(customOrders)
      .where(eq(customOrders.customerEmail, SMALL_SILVER_ORDER.customerEmail));
    expect(placed).toHaveLength(1);
  });
});
