/**
 * For the stand-in's own tests: a stand-in started before a file's tests and closed after them, with a bearer token,
 * and `create(unit)` posting one purchase unit to POST /v2/checkout/orders (status and body answered).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { generateStandInCredentials } from './credentials';
import { startStandIn, type RunningStandIn } from './server';

export function createOrderHarness() {
  const credentials = generateStandInCredentials();
  let standIn: RunningStandIn;
  let bearer = '';

  beforeAll(async () => {
    standIn = await startStandIn({ ...credentials, webhook: { url: () => 'http://127.0.0.1:9/none', id: 'WH-TEST' } });
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const auth = await fetch(`${standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    bearer = `Bearer ${((await auth.json()) as { access_token: string }).access_token}`;
  });
  afterAll(() => standIn.close());

  return {
    standIn: () => standIn,
    async create(unit: object) {
      const res = await fetch(`${standIn.url}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: bearer, 'content-type': 'application/json', 'paypal-request-id': randomUUID() },
        body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [unit] }),
      });
      return { status: res.status, body: (await res.json()) as { id?: string; name?: string; details?: unknown[] } };
    },
  };
}
