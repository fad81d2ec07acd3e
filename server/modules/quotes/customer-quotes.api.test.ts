/**
 * GET /api/quote-requests/mine: a signed-in customer sees their own quote requests on /track-order, by
 * their verified e-mail (a request is made without an account), with the status and the order it became; never
 * another customer's. Their order lists carry each order's signed page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerQuoteRequestSchema } from '../../../core/schemas/quotes';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { customOrders, quoteRequests } from '../../db/schema';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const api = accountTestClient(() => t);

let client = 0;
async function submitQuote(email: string, projectDescription: string): Promise<number> {
  client += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: `10.9.0.${client}`,
    ...multipart({ customerName: 'Pat Golfer', customerEmail: email, projectDescription, quantity: 100 }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function verifiedCustomer(username: string, email: string): Promise<string> {
  const { cookie } = await api.registerUnverified(username, email);
  const token = await api.tokenFromMail(email, '/verify-email');
  expect((await api.post('/api/auth/verify-email', { token }, { cookie })).statusCode).toBe(200);
  return cookie;
}

const mine = (cookie?: string) => api.get('/api/quote-requests/mine', cookie);

describe('GET /api/quote-requests/mine', () => {
  it("lists the customer's own requests by verified e-mail, newest first, with status and order number", async () => {
    const first = await submitQuote('Quote.Owner@example.com', 'Round crest pin for the member-guest.');
    const second = await submitQuote('quote.owner@example.com', 'Flag pin for the club championship.');
    await submitQuote('someone.else@example.com', 'Another club, another pin entirely.');

    const { cookie: unverified } = await api.registerUnverified('quoteowner', 'quote.owner@example.com');
    // Anyone can register with someone else's address: nothing shows until the address is proved.
    expect((await mine(unverified)).json()).toEqual({ quotes: [], nextCursor: null });

    const token = await api.tokenFromMail('quote.owner@example.com', '/verify-email');
    expect((await api.post('/api/auth/verify-email', { token }, { cookie: unverified })).statusCode).toBe(200);
    await t.database.db
      .update(quoteRequests)
      .set({
        status: 'approved',
        quotedAmount: 45_000,
        quotedNotes: 'Gold, 1 inch',
        quotedPackaging: 'backing-cards',
        quotedRush: true,
      })
      .where(eq(quoteRequests.id, first));
    const order = await api.insertCustomOrder({
      customerEmail: 'quote.owner@example.com',
      customerName: 'Pat Golfer',
      userId: null,
    });
    await t.database.db.update(customOrders).set({ quoteRequestId: first }).where(eq(customOrders.id, order.id));

    const res = await mine(unverified);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ quotes: unknown[] }>().quotes.map((entry) => customerQuoteRequestSchema.parse(entry));
    expect(list.map((quote) => quote.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ status: 'pending', quotedAmount: null, orderNumber: null, quantity: 100 });
    expect(list[1]).toMatchObject({
      status: 'approved',
      // What the customer pays: $450 for the pins + 100 backing cards at $0.10 + the $100 rush fee.
      quotedAmount: 56_000,
      quotedNotes: 'Gold, 1 inch',
      orderNumber: `W-${1000 + order.id}`,
    });
    expect(JSON.stringify(list)).not.toContain('someone.else');
  });

  it("never another customer's requests, and 401 signed out", async () => {
    await submitQuote('first.customer@example.com', 'A pin only the first customer asked for.');
    const other = await verifiedCustomer('secondcustomer', 'second.customer@example.com');
    expect((await mine(other)).json()).toEqual({ quotes: [], nextCursor: null });
    expect((await mine()).statusCode).toBe(401);
  });
});

describe("the customer's order lists", () => {
  it("carry each order's signed page, which opens the order", async () => {
    const cookie = await verifiedCustomer('orderlinks', 'order.links@example.com');
    const { order } = await insertRegularOrder(t.database.db, { customerEmail: 'order.links@example.com' });
    const { order: custom } = await insertCustomOrder(t.database.db, { customerEmail: 'order.links@example.com' });
    type Page = { orders: Array<{ id: number; statusPath: string }> };
    const regularList = (await api.get('/api/orders?limit=100', cookie)).json<Page>().orders;
    const customList = (await api.get('/api/custom-orders/user-orders?limit=100', cookie)).json<Page>().orders;
    for (const [entry, type] of [
      [regularList.find((row) => row.id === order.id), 'regular'],
      [customList.find((row) => row.id === custom.id), 'custom'],
    ] as const) {
      expect(entry!.statusPath).toMatch(new RegExp(`^/orders/${entry!.id}\\?token=[A-Za-z0-9_-]{43}$`));
      const opened = await api.get(`/api${entry!.statusPath.replace('/orders/', '/order-status/')}`);
      expect(opened.json()).toMatchObject({ type, order: { id: entry!.id } });
    }
  });
});
