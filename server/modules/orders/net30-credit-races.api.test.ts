/**
 * NET 30 requests at once, from two app instances on one PostgreSQL (each with its own pool): the credit check and
 * the invoice are in one transaction under the customer's lock, so requests that fit the limit one at a time never
 * all slip under it together. PostgreSQL only (CI runs the API tests on it too).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { newSessionId, type TestApp } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { CUSTOMER, PAR_3 } from '../../../tests/helpers/payments';
import { twinHarness } from '../../../tests/helpers/twins';
import type { App } from '../../app';
import { contacts, manualInvoices, orders } from '../../db/schema';

describe.skipIf(!onPostgresServer())('NET 30 credit across two instances, counted exactly', () => {
  const { world, on } = twinHarness(19);
  const app = (index: number) => world.twins.apps[(index % 2) as 0 | 1];
  const db = () => world.twins.database.db;
  const first = (): TestApp => ({ app: app(0), database: world.twins.database, close: async () => undefined });
  let client = 0;

  async function cart(target: App): Promise<string> {
    const session = newSessionId();
    expect((await on(target, '/api/cart', session, { productId: PAR_3, quantity: 1 })).statusCode).toBe(200);
    return session;
  }

  const request = (target: App, cookie: string, session: string, email: string) => {
    client += 1;
    return target.inject({
      method: 'POST',
      url: '/api/orders/invoice-request',
      remoteAddress: `10.19.200.${client % 250}`,
      headers: { cookie, 'x-session-id': session },
      payload: { customer: { ...CUSTOMER, email }, companyName: 'Twin Pines Golf Club' },
    });
  };

  it('8 requests at once with room for 3 under the limit: 3 invoiced, 5 waiting, the open total within it', async () => {
    const email = 'twin-pines@fairways.example';
    const { cookie } = await accountTestClient(first()).register('twinpines', email);
    const admin = await signInAdmin(first());
    const [contact] = await db()
      .select({ id: contacts.id })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${email}`);

    // One order is one $7.99 pin plus shipping: the limit leaves room for three and a half.
    const sessions = await Promise.all(Array.from({ length: 8 }, (_, i) => cart(app(i))));
    const probe = await cart(app(0));
    const priced = await request(app(0), cookie, probe, email);
    expect(priced.statusCode, priced.body).toBe(201);
    const [probeOrder] = await db().select().from(orders).where(eq(orders.id, priced.json().orderId));
    const orderCents = probeOrder!.totalAmountCents;
    const limitCents = Math.floor(orderCents * 3.5);
    const set = await app(1).inject({
      method: 'PUT',
      url: `/api/admin/customers/${contact!.id}/credit-limit`,
      headers: { cookie: admin },
      payload: { limitCents },
    });
    expect(set.statusCode, set.body).toBe(200);

    const answers = await Promise.all(sessions.map((session, i) => request(app(i), cookie, session, email)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const statuses = answers.map((answer) => answer.json().status as string);
    expect(statuses.filter((status) => status === 'processing')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'awaiting_invoice')).toHaveLength(5);

    const open = await db()
      .select({ total: sql<number>`coalesce(sum(${manualInvoices.totalCents}), 0)::int` })
      .from(manualInvoices)
      .where(sql`lower(${manualInvoices.customerEmail}) = ${email} and ${manualInvoices.status} = 'pending'`);
    expect(open[0]!.total).toBe(3 * orderCents);
    expect(open[0]!.total).toBeLessThanOrEqual(limitCents);
  });
});
