/**
 * WELCOME15 raced from two app instances on one PostgreSQL (each with its own pool): the per-address lock, not the
 * process, decides. PostgreSQL only (CI runs the API tests on it too); PGlite is one process's database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_ERRORS } from '../../../core/discounts';
import { buildTwinApps, newSessionId } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { CUSTOMER } from '../../../tests/helpers/payments';
import type { App } from '../../app';
import { payments, products } from '../../db/schema';
import { generateStandInCredentials, STAND_IN_WEBHOOK_ID } from '../../integrations/paypal/stand-in/credentials';
import { startStandIn, type RunningStandIn } from '../../integrations/paypal/stand-in/server';

describe.skipIf(!onPostgresServer())('a first-order code from two instances at once', () => {
  let twins: Awaited<ReturnType<typeof buildTwinApps>>;
  let standIn: RunningStandIn;
  let client = 0;

  beforeAll(async () => {
    const paypalCredentials = generateStandInCredentials();
    standIn = await startStandIn({ ...paypalCredentials, webhook: { url: () => '', id: STAND_IN_WEBHOOK_ID } });
    twins = await buildTwinApps({ LOG_LEVEL: 'silent' }, { paypalBaseUrl: standIn.url, paypalCredentials });
  });
  afterAll(async () => {
    await twins?.close();
    await standIn?.close();
  });

  const on = (app: App, url: string, session: string, payload: object) => {
    client += 1;
    return app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.11.${Math.floor(client / 250)}.${client % 250}`,
      headers: { 'x-session-id': session },
      payload,
    });
  };

  it('sixteen checkouts of one address with WELCOME15 on both instances: exactly one holds the code', async () => {
    const email = 'twin-welcome@example.com';
    // A product per cart, so the stock rows do not line the checkouts up: only the address lock may.
    const ids = await twins.database.db
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
        expect((await on(twins.apps[0], '/api/cart', session, { productId: id, quantity: 1 })).statusCode).toBe(200);
        return session;
      }),
    );
    const answers = await Promise.all(
      sessions.map((session, index) =>
        on(twins.apps[(index % 2) as 0 | 1], '/api/paypal/order', session, {
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
    const held = await twins.database.db.select().from(payments).where(eq(payments.discountCode, 'WELCOME15'));
    expect(held).toHaveLength(1);
  });
});
