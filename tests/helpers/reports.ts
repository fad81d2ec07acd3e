/**
 * The reports' API tests: catalogue orders paid through the real checkout and the PayPal stand-in, then moved back to
 * a chosen moment (the order, its payment's capture), since PayPal stamps the real time and a report is read by the
 * day, month and quarter an order was placed in.
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments } from '../../server/db/schema';
import { CUSTOMER, type paymentHarness } from './payments';

export function reportOrders({ world, call, cartWith, approve, capture }: ReturnType<typeof paymentHarness>) {
  return {
    /** A paid catalogue order of `lines` (the signed-in buyer's when `cookie` is given, else a guest's). */
    async paidOrder(lines: Array<[productId: number, quantity: number]>, customer: object = CUSTOMER, cookie?: string) {
      const session = await cartWith(lines);
      const created = cookie
        ? await world.t.app.inject({
            method: 'POST',
            url: '/api/paypal/order',
            headers: { cookie, 'x-session-id': session },
            payload: { customer },
          })
        : await call('POST', '/api/paypal/order', { customer }, session);
      expect(created.statusCode, created.body).toBe(201);
      await approve(created.json().id);
      const captured = (await capture(created.json().id)).json();
      expect(captured.status).toBe('COMPLETED');
      const [payment] = await world.t.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, created.json().id));
      return { orderId: captured.orderId as number, paymentId: payment!.id, captureId: payment!.captureId! };
    },

    /** The order (catalogue or custom) placed at `at`, its payments captured then. */
    async placedAt(kind: 'orders' | 'custom_orders', id: number, at: string): Promise<void> {
      const db = world.t.database.db;
      await db.execute(sql`update ${sql.identifier(kind)} set created_at = ${at}::timestamptz where id = ${id}`);
      const owner =
        kind === 'orders' ? sql`id = (select payment_id from orders where id = ${id})` : sql`custom_order_id = ${id}`;
      await db.execute(
        sql`update payments set captured_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where ${owner}`,
      );
    },
  };
}
