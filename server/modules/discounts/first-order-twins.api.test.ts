/**
 * WELCOME15 raced from two app instances on one PostgreSQL (each with its own pool): the per-address lock, not the
 * process, decides. PostgreSQL only (CI runs the API tests on it too); PGlite is one process's database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_ERRORS } from '../../../core/discounts';
import { newSessionId } from '../../../tests/helpers/app';
import { twinHarness } from '../../../tests/helpers/twins';
import { onPostgresServer } from '../../../tests/helpers/database';
import { CUSTOMER } from '../../../tests/helpers/payments';
import { payments, products } from '../../db/schema';

describe.skipIf(!onPostgresServer())('a first-order code from two instances at once', () => {
  const { world, on } = twinHarness(11);

  it('sixteen checkouts of one address with WELCOME15 on both instances: exactly one holds the code', async () => {
    const email = 'twin-welcome@example.com';
    // A product per cart, so the stock rows do not line the checkouts up: only the address lock may.
    const ids = await world.twins.database.db
      .insert(products)
      .values(
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => ({
          name: `Twin Pin ${n}`,
          description: '',
          priceCents: 900,
          stockQuantity: 50,
        })),
      )
      .returning({ id: products.id });
    const sessions = await Promise.all(
      ids.map(async ({ id }) => {
        const session = newSessionId();
        expect((await on(world.twins.apps[0], '/api/cart', session, { productId: id, quantity: 1 })).statusCode).toBe(
          200,
        );
        return session;
      }),
    );
    const answers = await Promise.all(
      sessions.map((session, index) =>
        on(world.twins.apps[(index % 2) as 0 | 1], '/api/paypal/order', session, {
          customer: { ...CUSTOMER, email: index % 2 ? email.toUpperCase() : email },
          discountCode: 'WELCOME15',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
    }
    const held = await world.twins.database.db.select().from(payments).where(eq(payments.discountCode, 'WELCOME15'));
    expect(held).toHaveLength(1);
  });
});
