/**
 * The payment API tests' world: the shop on a real port (so the PayPal stand-in's webhooks reach it), the
 * stand-in on its own port, and the calls a buyer's browser makes. Each test file calls `paymentHarness()` once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { outbox, products } from '../../server/db/schema';
import { generateStandInCredentials, STAND_IN_WEBHOOK_ID } from '../../server/integrations/paypal/stand-in/credentials';
import { startStandIn, type RunningStandIn } from '../../server/integrations/paypal/stand-in/server';
import { buildTestApp, newSessionId, type TestApp } from './app';

export const HARBOUR_TOWN = 1; // $11.99
export const PAR_3 = 26; // $7.99, 250 in stock
export const AMERICAN_FLAG = 21; // free, limit 4

export const CUSTOMER = {
  name: 'Pat Golfer',
  email: 'pat@example.com',
  address: '1 Fairway Dr',
  city: 'Newport Beach',
  state: 'CA',
  zipCode: '92660',
};

/** `now`: the app's clock for the payment schedule (receivables), when a test moves time on. */
export function paymentHarness({ now }: { now?: () => Date } = {}) {
  const world = {} as { t: TestApp; standIn: RunningStandIn; appUrl: string };
  let client = 0;

  beforeAll(async () => {
    const paypalCredentials = generateStandInCredentials();
    world.standIn = await startStandIn({
      ...paypalCredentials,
      webhook: { url: () => `${world.appUrl}/api/paypal/webhook`, id: STAND_IN_WEBHOOK_ID },
    });
    world.t = await buildTestApp(
      { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' },
      { paypalBaseUrl: world.standIn.url, paypalCredentials, now },
    );
    await world.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = world.t.app.server.address() as { port: number };
    world.appUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await world.t.close();
    await world.standIn.close();
  });
  beforeEach(() => {
    Object.assign(world.standIn.state.faults, {
      nextCaptureMode: 'COMPLETED',
      failNext: null,
      dropAfterCommitNext: false,
      latencyMs: 0,
    });
  });

  /** One request from its own address (rate limits are per address, and these tests make many). */
  function call(method: 'GET' | 'POST', url: string, payload?: object, session?: string) {
    client += 1;
    return world.t.app.inject({
      method,
      url,
      remoteAddress: `10.2.${Math.floor(client / 250)}.${client % 250}`,
      headers: session ? { 'x-session-id': session } : {},
      ...(payload ? { payload } : {}),
    });
  }

  async function cartWith(lines: Array<[productId: number, quantity: number]>): Promise<string> {
    const session = newSessionId();
    for (const [productId, quantity] of lines) {
      const res = await call('POST', '/api/cart', { productId, quantity }, session);
      expect(res.statusCode, res.body).toBe(200);
    }
    return session;
  }

  return {
    world,
    call,
    cartWith,
    checkout: (session: string, body: object = {}) =>
      call('POST', '/api/paypal/order', { customer: CUSTOMER, ...body }, session),
    approve: (id: string) => fetch(`${world.standIn.url}/__test/orders/${id}/approve`, { method: 'POST' }),
    capture: (id: string) => call('POST', `/api/paypal/order/${id}/capture`),
    faults: (body: object) =>
      fetch(`${world.standIn.url}/__test/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    stockOf: async (id: number) =>
      (await world.t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s,
    capturesAtPayPal: (orderId: string) =>
      world.standIn.state.captures().filter((entry) => entry.orderId === orderId).length,
    mailsWith: async (key: 'orderId' | 'customOrderId', id: number) =>
      (await world.t.database.db.select().from(outbox)).filter(
        (row) => (row.payload as Record<string, unknown>)[key] === id,
      ),
  };
}
