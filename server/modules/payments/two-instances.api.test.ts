/**
 * The races that only show with several processes: two app instances on one PostgreSQL (each with its own pool),
 * one PayPal stand-in. PostgreSQL only (CI runs the API tests on it too); PGlite is one process's database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../../tests/helpers/app';
import { twinHarness } from '../../../tests/helpers/twins';
import { onPostgresServer } from '../../../tests/helpers/database';
import { AMERICAN_FLAG, CUSTOMER, PAR_3 } from '../../../tests/helpers/payments';
import { payments, products } from '../../db/schema';

describe.skipIf(!onPostgresServer())('two instances on one PostgreSQL', () => {
  const { world, on } = twinHarness(7);

  async function cart(productId: number, quantity: number): Promise<string> {
    const session = newSessionId();
    expect((await on(world.twins.apps[0], '/api/cart', session, { productId, quantity })).statusCode).toBe(200);
    return session;
  }

  it('one cart paid from both instances at once: one PayPal order, the stock held once', async () => {
    const session = await cart(PAR_3, 3);
    const stock = async () =>
      (await world.twins.database.db.select().from(products).where(eq(products.id, PAR_3)))[0]!.stockQuantity;
    const before = await stock();
    const answers = await Promise.all(
      [0, 1, 0, 1].map((index) =>
        on(world.twins.apps[index as 0 | 1], '/api/paypal/order', session, { customer: CUSTOMER }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await stock()).toBe(before - 3);
    const open = await world.twins.database.db.select().from(payments).where(eq(payments.sessionId, session));
    expect(open).toHaveLength(1);
  });

  it('the free pin stays at 4 per customer when 4 orders of 3 arrive at both instances at once', async () => {
    const email = 'race-flag@example.com';
    const sessions = await Promise.all([0, 1, 2, 3].map(() => cart(AMERICAN_FLAG, 3)));
    const answers = await Promise.all(
      sessions.map((session, index) =>
        on(world.twins.apps[(index % 2) as 0 | 1], '/api/paypal/order', session, { customer: { ...CUSTOMER, email } }),
      ),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/Limit of 4 per customer/);
    }
  });
});
