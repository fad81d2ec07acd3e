/**
 * The races, from two app instances on one PostgreSQL at once (each with its own pool) with exact counts:
 * 50 buyers for the last unit, a one-use code and 20 checkouts, a balance link paid twice at once, and 1,000 e-mails
 * shared by three outbox workers. PostgreSQL only (CI runs the API tests on it too).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../../tests/helpers/app';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { onPostgresServer } from '../../../tests/helpers/database';
import { currentBalanceToken } from '../../../tests/helpers/pay-links';
import { CUSTOMER, HARBOUR_TOWN, PAR_3 } from '../../../tests/helpers/payments';
import { twinHarness } from '../../../tests/helpers/twins';
import { openDatabase } from '../../db/client';
import { customOrders, discountCodes, orders, outbox, payments, products } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { MailTransport } from '../../integrations/mail/transport';
import { createOutboxWorker } from '../../integrations/mail/worker';

describe.skipIf(!onPostgresServer())('races across two instances, counted exactly', () => {
  const { world, on } = twinHarness(12);
  const app = (index: number) => world.twins.apps[(index % 2) as 0 | 1];
  const db = () => world.twins.database.db;
  const approve = (id: string) => fetch(`${world.standIn.url}/__test/orders/${id}/approve`, { method: 'POST' });

  async function cart(productId: number): Promise<string> {
    const session = newSessionId();
    expect((await on(app(0), '/api/cart', session, { productId, quantity: 1 })).statusCode).toBe(200);
    return session;
  }

  it('50 buyers for the last unit: one PayPal order, one order after its capture, stock never below 0', async () => {
    await db().update(products).set({ stockQuantity: 1 }).where(eq(products.id, HARBOUR_TOWN));
    const sessions = await Promise.all(Array.from({ length: 50 }, () => cart(HARBOUR_TOWN)));
    const answers = await Promise.all(
      sessions.map((session, i) =>
        on(app(i), '/api/paypal/order', session, { customer: { ...CUSTOMER, email: `last-unit-${i}@example.com` } }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 201);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(lost.statusCode, lost.body).toBe(409);
      // Refused in the hold's transaction, or before it once the winner's hold shows.
      expect(lost.json().message).toMatch(
        /^Harbour Town Lighthouse Pin (just sold out|is out of stock: please remove it from your cart)$/,
      );
    }
    const { id } = won[0]!.json() as { id: string };
    await approve(id);
    const winner = sessions[answers.indexOf(won[0]!)]!;
    expect((await on(app(1), `/api/paypal/order/${id}/capture`, winner, {})).statusCode).toBe(200);
    const [product] = await db().select().from(products).where(eq(products.id, HARBOUR_TOWN));
    expect(product!.stockQuantity).toBe(0);
    const sold = await db().execute(
      sql`select count(*)::int as n from ${orders} where ${orders.customerEmail} like 'last-unit-%'`,
    );
    expect((sold as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('a one-use code and 20 checkouts at once: exactly one takes it', async () => {
    await db()
      .insert(discountCodes)
      .values({ code: 'ONCEONLY', discountType: 'fixed', discountValue: 100, maxUses: 1 });
    const sessions = await Promise.all(Array.from({ length: 20 }, () => cart(PAR_3)));
    const answers = await Promise.all(
      sessions.map((session, i) =>
        on(app(i), '/api/paypal/order', session, {
          customer: { ...CUSTOMER, email: `one-use-${i}@example.com` },
          discountCode: 'onceonly',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe('This discount code is not valid');
    }
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'ONCEONLY'));
    expect(code!.currentUses).toBe(1);
  });

  it('a balance link paid from both instances at once: one PayPal order, one capture, paid once', async () => {
    const prepared = await prepareCustomOrder(app(0), SMALL_SILVER_ORDER);
    const session = newSessionId();
    const deposit = await on(app(0), '/api/paypal/order', session, {
      purpose: 'deposit',
      preparedOrderId: prepared.preparedOrderId,
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    await approve(deposit.json().id);
    const { customOrderId } = (await on(app(1), `/api/paypal/order/${deposit.json().id}/capture`, session, {})).json();
    await db().update(customOrders).set({ status: 'approved' }).where(eq(customOrders.id, customOrderId));
    const balanceToken = await currentBalanceToken(db(), customOrderId);

    const created = await Promise.all(
      [0, 1, 0, 1].map((i) => on(app(i), '/api/paypal/order', newSessionId(), { purpose: 'balance', balanceToken })),
    );
    expect(created.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(created.map((answer) => answer.json().id as string));
    expect(ids.size).toBe(1);
    const [paypalOrderId] = [...ids];
    await approve(paypalOrderId!);
    const completed = await Promise.all(
      [0, 1, 0, 1].map((i) =>
        on(app(i), `/api/balance-payment/${balanceToken}/complete`, newSessionId(), {
          balancePaymentId: paypalOrderId,
        }),
      ),
    );
    for (const answer of completed) expect(answer.json(), answer.body).toMatchObject({ status: 'balance_paid' });
    expect(world.standIn.state.captures().filter((entry) => entry.orderId === paypalOrderId)).toHaveLength(1);
    const balances = await db().select().from(payments).where(eq(payments.customOrderId, customOrderId));
    expect(balances.filter((row) => row.purpose === 'balance' && row.status === 'captured')).toHaveLength(1);
  });

  it('1,000 e-mails and three workers on their own pools: each sent exactly once', async () => {
    await db().delete(outbox);
    for (let start = 0; start < 1000; start += 100) {
      await db().transaction(async (tx) => {
        for (let i = start; i < start + 100; i += 1) {
          await enqueueEmail(tx, { to: `reader${i}@example.com`, subject: `Message ${i}`, text: `Hello ${i}` });
        }
      });
    }
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(mail.to);
      },
      close: () => {},
    };
    const url = (world.twins.database as { url?: string }).url!;
    const pools = await Promise.all([0, 1, 2].map(() => openDatabase({ kind: 'postgres', url, max: 3 })));
    try {
      const workers = pools.map((pool) =>
        createOutboxWorker({ db: pool.db, transport, from: 'Pinshop <sales@x.test>', messageIdDomain: 'x.test' }),
      );
      const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1000);
      expect(sent).toHaveLength(1000);
      expect(new Set(sent).size).toBe(1000);
      const rows = await db().select({ status: outbox.status }).from(outbox);
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1000);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });
});
