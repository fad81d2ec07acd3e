/**
 * Page renders take turns with the event loop (server/loop-turns.ts, decision 057): while many pages render, a new
 * visitor's connection (here a load balancer's health check) is let in and answered, not made to wait for them all.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { httpGet } from '../../tests/helpers/http-get';

/** Pages the render cache does not know (an unknown query): each one rendered afresh. */
const PAGES = 24;
/** As a browser asks for a page. */
const HTML = { accept: 'text/html' };

describe('pages rendering together', () => {
  let t: TestApp;
  let base: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: PAGES });

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'silent' }, { pages: 'development' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The page's modules loaded, and one connection a page already open, as returning shoppers' are.
    await httpGet(base, '/wholesale?warm=0', agent, HTML);
    await Promise.all(Array.from({ length: PAGES }, () => httpGet(base, '/healthz', agent, HTML)));
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  it('lets a new connection in and answers it while the pages render', async () => {
    const finished: string[] = [];
    const pages = Array.from({ length: PAGES }, (_, i) =>
      httpGet(base, `/wholesale?turns=${i}`, agent, HTML).then((status) => {
        finished.push(`page ${status}`);
      }),
    );
    // Asked once the pages' requests are on their way: a connection of its own.
    await new Promise((resolve) => setImmediate(resolve));
    const healthCheck = httpGet(base, '/healthz', false, HTML).then((status) => {
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
