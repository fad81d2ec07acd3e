/**
 * Refunds from two app instances on one PostgreSQL at once (each with its own pool): refunds whose sum is more than
 * was captured never refund more than was captured, at PayPal or in our records. PostgreSQL only.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { newSessionId } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { CUSTOMER, PAR_3 } from '../../../tests/helpers/payments';
import { twinHarness } from '../../../tests/helpers/twins';
import { paymentRefunds, payments } from '../../db/schema';

describe.skipIf(!onPostgresServer())('refunds from two instances at once', () => {
  const { world, on } = twinHarness(18);
  const app = (index: number) => world.twins.apps[(index % 2) as 0 | 1];
  const db = () => world.twins.database.db;

  it('six refunds of 40% each at once, on both instances: two go through, PayPal refunds 80%, never more', async () => {
    const session = newSessionId();
    expect((await on(app(0), '/api/cart', session, { productId: PAR_3, quantity: 2 })).statusCode).toBe(200);
    const { id } = (await on(app(0), '/api/paypal/order', session, { customer: CUSTOMER })).json() as { id: string };
    await fetch(`${world.standIn.url}/__test/orders/${id}/approve`, { method: 'POST' });
    expect((await on(app(1), `/api/paypal/order/${id}/capture`, session, {})).statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.providerOrderId, id));
    const cookie = await signInAdmin({ app: app(0), database: world.twins.database, close: async () => {} });

    const part = Math.floor(payment!.amountCents * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app(i).inject({
          method: 'POST',
          url: `/api/admin/payments/${payment!.id}/refunds`,
          remoteAddress: `10.18.9.${i + 1}`,
          headers: { cookie },
          payload: { amountCents: part, reason: `Refund ${i}`, requestId: randomUUID() },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 201, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json().message).toMatch(/^The most that can still be refunded of this payment is \$/);
    }
    const atPayPal = world.standIn.state.refunds.filter((refund) => refund.captureId === payment!.captureId);
    const paypalCents = atPayPal.reduce((sum, refund) => sum + Math.round(Number(refund.amount.value) * 100), 0);
    expect(paypalCents).toBe(2 * part);
    const rows = await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(rows.map((row) => row.status)).toEqual(['completed', 'completed']);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBeLessThanOrEqual(payment!.amountCents);
  });
});
