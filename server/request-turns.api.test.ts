/**
 * Requests take turns with the event loop (server/loop-turns.ts, decision 059): when many arrive together, a turn
 * lets them in for its budget and the loop turns (timers run, connections are accepted) before the rest go.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../tests/helpers/app';
import { httpGet } from '../tests/helpers/http-get';

/** Shoppers with a connection open each, asking at once. */
const REQUESTS = 240;

describe('requests arriving together', () => {
  let t: TestApp;
  let base: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: REQUESTS });

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'silent' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // One connection a shopper already open, and the catalogue read once.
    await Promise.all(Array.from({ length: REQUESTS }, () => httpGet(base, '/api/products', agent)));
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  it('lets a timer run before they are all answered', async () => {
    let answered = 0;
    let answeredWhenTimerRan = -1;
    // Counted where the shop writes its answers; the timer is set when the first is written.
    t.app.server.on('request', (_request, response) => {
      response.once('finish', () => {
        answered += 1;
        if (answered === 1) setTimeout(() => (answeredWhenTimerRan = answered), 0);
      });
    });
    const statuses = await Promise.all(Array.from({ length: REQUESTS }, () => httpGet(base, '/api/products', agent)));

    expect(statuses.every((status) => status === 200)).toBe(true);
    // Let in all at once, every request that had arrived was answered in the same turn, and the timer came after
    // them all: 240 of 240. With turns about 120 were answered, on a machine that answers one in 0.2 ms.
    expect(answeredWhenTimerRan).toBeGreaterThan(0);
    expect(answeredWhenTimerRan).toBeLessThan(REQUESTS);
  });
});
