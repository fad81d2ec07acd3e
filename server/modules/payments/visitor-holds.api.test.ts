/**
 * What one visitor's unpaid payment may keep off the shelf (decision 009): a hold lasts 10 minutes, after which the
 * reconciler gives it back; one payment of a visitor holds at most 100 units of a product (its purchase limit when
 * lower); more needs a signed-in buyer.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { CUSTOMER, paymentHarness } from '../../../tests/helpers/payments';
import { payments, products } from '../../db/schema';
import { MAX_VISITOR_HELD_UNITS, visitorHoldMessage } from './open-payments';

const { world, cartWith, checkout, stockOf } = paymentHarness();

async function newProduct(stockQuantity: number): Promise<number> {
  const [row] = await world.t.database.db
    .insert(products)
    .values({ name: `Visitor Hold Pin ${stockQuantity}`, description: '', priceCents: 500, stockQuantity })
    .returning({ id: products.id });
  return row!.id;
}

/** The clock moved on by hand: the payment and its holds are `minutes` older. */
async function age(providerOrderId: string, minutes: number): Promise<void> {
  const [payment] = await world.t.database.db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId));
  const back = sql.raw(`interval '${minutes} minutes'`);
  await world.t.database.db.execute(
    sql`update payments set created_at = created_at - ${back}, updated_at = updated_at - ${back} where id = ${payment!.id}`,
  );
  await world.t.database.db.execute(
    sql`update stock_reservations set expires_at = expires_at - ${back} where payment_id = ${payment!.id}`,
  );
}

describe("a visitor's unpaid payment", () => {
  it('gives its hold back once 10 minutes are up, not 30', async () => {
    const pinId = await newProduct(50);
    const session = await cartWith([[pinId, 20]]);
    const created = await checkout(session);
    expect(created.statusCode, created.body).toBe(201);
    expect(await stockOf(pinId)).toBe(30);
    await age(created.json().id, 9);
    await world.t.app.services.payments.reconcile({ olderThanMs: 60_000 });
    expect(await stockOf(pinId)).toBe(30);
    await age(created.json().id, 2);
    await world.t.app.services.payments.reconcile({ olderThanMs: 60_000 });
    expect(await stockOf(pinId)).toBe(50);
  });

  it("holds at most 100 units of a product: more is refused with a plain message, a signed-in buyer's is not", async () => {
    const pinId = await newProduct(1_000);
    const session = await cartWith([[pinId, MAX_VISITOR_HELD_UNITS + 1]]);
    const refused = await checkout(session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(visitorHoldMessage(MAX_VISITOR_HELD_UNITS, 'Visitor Hold Pin 1000'));
    expect(await stockOf(pinId)).toBe(1_000);

    const atCap = await cartWith([[pinId, MAX_VISITOR_HELD_UNITS]]);
    expect((await checkout(atCap)).statusCode).toBe(201);
    expect(await stockOf(pinId)).toBe(1_000 - MAX_VISITOR_HELD_UNITS);

    const { cookie } = await accountTestClient(world.t).register('bulkbuyer', 'bulk@example.com');
    const signedIn = await cartWith([[pinId, MAX_VISITOR_HELD_UNITS + 50]]);
    const bought = await world.t.app.inject({
      method: 'POST',
      url: '/api/paypal/order',
      remoteAddress: '10.7.7.7',
      headers: { 'x-session-id': signedIn, cookie },
      payload: { customer: { ...CUSTOMER, email: 'bulk@example.com' } },
    });
    expect(bought.statusCode, bought.body).toBe(201);
  });
});
