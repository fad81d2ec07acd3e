/**
 * Admission control on a test-only app with the real plugins (errors, under-pressure) and the event loop blocked for
 * real: a storm of busy loops with only a turn of the loop between them, as a shop whose every turn is long.
 */
import net from 'node:net';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import errorsPlugin from './errors';
import underPressurePlugin, { BUSY_MESSAGE, type ShedReason, type UnderPressureOptions } from './under-pressure';

const HTML = { accept: 'text/html,application/xhtml+xml' };

/** Busy loops of `chunkMs` for `totalMs`, one turn of the loop between them (requests are read there). */
async function storm(totalMs: number, chunkMs: number) {
  const end = performance.now() + totalMs;
  while (performance.now() < end) {
    const until = performance.now() + chunkMs;
    while (performance.now() < until);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function pressureApp(options: Partial<UnderPressureOptions>) {
  const app = Fastify();
  await app.register(errorsPlugin, { shop: { name: 'Test Shop' } });
  await app.register(underPressurePlugin, {
    // 0: not checked. A sample of 100 ms in which a machine busy with other work did not run the loop at all reads
    // as an endless delay; only the test of the delay checks it.
    maxEventLoopDelayMs: 0,
    maxEventLoopUtilization: 0,
    maxHeapUsedBytes: 0,
    maxPageRenders: 100,
    sampleIntervalMs: 100,
    ...options,
  });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/healthz', { config: { alwaysServe: true } }, async () => ({ status: 'ok' }));
  app.get('/assets/app.js', { config: { asset: true } }, async () => 'script');
  app.post('/storm', async () => {
    void storm(2_500, 120);
    return { started: true };
  });
  return app;
}

/**
 * Asks until the shop refuses `/api/thing` for `reason` (at most ~3 s), and gives that answer. By reason: right after
 * the start the first sample may have seen no turn of the loop at all, which under-pressure takes as an endless delay.
 */
async function untilShed(app: FastifyInstance, reason: ShedReason): Promise<LightMyRequestResponse> {
  const before = app.admission.shed()[reason];
  for (let i = 0; i < 100; i++) {
    const res = await app.inject({ url: '/api/thing' });
    if (app.admission.shed()[reason] > before) return res;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error(`the shop never refused a request for ${reason}`);
}

/** Past the first samples, or a storm: the shop serves (at most ~6 s). */
async function settled(app: FastifyInstance) {
  for (let i = 0; i < 200 && (await app.inject({ url: '/api/thing' })).statusCode !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  expect((await app.inject({ url: '/api/thing' })).statusCode).toBe(200);
}

function expectBusy(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('2');
  expect(res.json()).toEqual({ message: BUSY_MESSAGE, retryAfterSeconds: 2 });
}

describe('admission control', { timeout: 20_000 }, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses requests at once while the event loop is slow, but health checks and built files', async () => {
    app = await pressureApp({ maxEventLoopDelayMs: 50 });
    await settled(app);
    await app.inject({ method: 'POST', url: '/storm' });
    expectBusy(await untilShed(app, 'eventLoopDelay'));
    const [page, health, asset] = await Promise.all([
      app.inject({ url: '/wholesale', headers: HTML }),
      app.inject({ url: '/healthz' }),
      app.inject({ url: '/assets/app.js' }),
    ]);
    // A browser gets the plain "Back in a moment" page (no route matched here: the 404 handler is refused too).
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('2');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Back in a moment');
    expect(page.body).toContain(BUSY_MESSAGE);
    expect(health.statusCode).toBe(200);
    expect(asset.statusCode).toBe(200);
    expect(app.admission.underPressure()).toBe(true);
    expect(app.admission.shed().eventLoopUtilization).toBe(0);
    // The storm over, the next samples see an idle loop and the shop serves again.
    await settled(app);
  });

  it('refuses requests while the event loop is busy nearly all the time, when that is checked', async () => {
    app = await pressureApp({ maxEventLoopUtilization: 0.9 });
    await settled(app);
    await app.inject({ method: 'POST', url: '/storm' });
    expectBusy(await untilShed(app, 'eventLoopUtilization'));
    await settled(app);
  });

  it('refuses every request but the exempt ones while the heap is past its limit', async () => {
    app = await pressureApp({ maxHeapUsedBytes: 1024 * 1024 });
    expectBusy(await untilShed(app, 'heapUsedBytes'));
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('renders at most the cap of pages at once; one more gets the unavailable page with Retry-After', async () => {
    app = await pressureApp({ maxPageRenders: 2 });
    const holds: Array<() => void> = [];
    app.get('/page', { config: { pageRender: true } }, (_request, reply) => {
      holds.push(() => void reply.type('text/html').send('<html>page</html>'));
      return reply;
    });
    const first = app.inject({ url: '/page', headers: HTML });
    const second = app.inject({ url: '/page', headers: HTML });
    await until(() => holds.length === 2);
    expect(app.admission.pageRenders()).toBe(2);
    const third = await app.inject({ url: '/page', headers: HTML });
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.body).toContain(BUSY_MESSAGE);
    // The API is not a page: served as usual while the renders are full.
    expect((await app.inject({ url: '/api/thing' })).statusCode).toBe(200);
    expect(app.admission.shed().pageRenders).toBe(1);

    for (const hold of holds) hold();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    await until(() => app!.admission.pageRenders() === 0);
    const fourth = app.inject({ url: '/page', headers: HTML });
    await until(() => holds.length === 3);
    holds[2]!();
    expect((await fourth).statusCode).toBe(200);
  });

  it('gives a render its place back when the browser leaves before the page is sent', async () => {
    app = await pressureApp({ maxPageRenders: 1 });
    app.get('/page', { config: { pageRender: true } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return 'page';
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    socket.write('GET /page HTTP/1.1\r\nHost: shop\r\n\r\n');
    await until(() => app!.admission.pageRenders() === 1);
    socket.destroy();
    await until(() => app!.admission.pageRenders() === 0);
    expect(app.admission.pageRenders()).toBe(0);
    expect((await app.inject({ url: '/page' })).statusCode).toBe(200);
  });
});

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}
