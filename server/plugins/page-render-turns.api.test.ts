/**
 * Page renders take turns with the event loop (server/loop-turns.ts, decision 057): while many pages render, a new
 * visitor's connection (here a load balancer's health check) is let in and answered, not made to wait for them all.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

/** Pages the render cache does not know (an unknown query): each one rendered afresh. */
const PAGES = 24;

function get(base: string, url: string, agent: http.Agent | false) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent, headers: { accept: 'text/html' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('pages rendering together', () => {
  let t: TestApp;
  let base: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: PAGES });

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'silent' }, { pages: 'development' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The page's modules loaded, and one connection a page already open, as returning shoppers' are.
    await get(base, '/wholesale?warm=0', agent);
    await Promise.all(Array.from({ length: PAGES }, () => get(base, '/healthz', agent)));
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  it('lets a new connection in and answers it while the pages render', async () => {
    const finished: string[] = [];
    const pages = Array.from({ length: PAGES }, (_, i) =>
      get(base, `/wholesale?turns=${i}`, agent).then((status) => {
        finished.push(`page ${status}`);
      }),
    );
    // Asked once the pages' requests are on their way: a connection of its own.
    await new Promise((resolve) => setImmediate(resolve));
    const healthCheck = get(base, '/healthz', false).then((status) => {
      finished.push(`health check ${status}`);
    });
    await Promise.all([...pages, healthCheck]);

    expect(finished.filter((entry) => entry === 'page 200')).toHaveLength(PAGES);
    // Without turns the renders whose data came back together ran in one turn of the loop, and the new connection
    // was accepted only after them.
    expect(finished.indexOf('health check 200')).toBeGreaterThan(-1);
    expect(finished.indexOf('health check 200')).toBeLessThan(PAGES / 2);
  });
});
