import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import loadSheddingPlugin, { BUSY_MESSAGE, type LoadSheddingOptions } from './load-shedding';

/** A Fastify app with admission control: generous limits, but for `options`. */
async function sheddingApp(options: Partial<LoadSheddingOptions>) {
  const app = Fastify();
  await app.register(loadSheddingPlugin, {
    maxActive: 1,
    maxQueued: 1,
    maxWaitMs: 10_000,
    maxEventLoopDelayMs: 10_000,
    maxStartsPerTurn: 100,
    ...options,
  });
  return app;
}

/** A shop with one slow route whose requests finish when the test says so. */
async function busyShop(options: Partial<LoadSheddingOptions>) {
  const app = await sheddingApp(options);
  const holds: Array<() => void> = [];
  app.get('/slow', () => new Promise((resolve) => holds.push(() => resolve({ ok: true }))));
  app.get('/readyz', async () => ({ status: 'ready' }));
  await app.ready();
  return { app, holds };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('load shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('works on a few requests, queues a few more in order, and refuses the rest at once with Retry-After', async () => {
    const shop = await busyShop({ maxActive: 1, maxQueued: 1 });
    app = shop.app;
    const first = shop.app.inject({ url: '/slow' });
    await until(() => shop.holds.length === 1);
    const second = shop.app.inject({ url: '/slow' });
    await until(() => shop.app.admission.queued() === 1);
    const third = await shop.app.inject({ url: '/slow' });
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.json()).toEqual({ message: BUSY_MESSAGE });
    // Health checks are never shed, even now.
    expect((await shop.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    shop.holds[0]!();
    expect((await first).statusCode).toBe(200);
    await until(() => shop.holds.length === 2);
    shop.holds[1]!();
    expect((await second).statusCode).toBe(200);
    // All done: a new request is worked on straight away.
    const fourth = shop.app.inject({ url: '/slow' });
    await until(() => shop.holds.length === 3);
    shop.holds[2]!();
    expect((await fourth).statusCode).toBe(200);
  });

  it('refuses a request that waited longer than the limit, and gives its place back', async () => {
    const shop = await busyShop({ maxActive: 1, maxQueued: 1, maxWaitMs: 30 });
    app = shop.app;
    const first = shop.app.inject({ url: '/slow' });
    await until(() => shop.holds.length === 1);
    const waited = await shop.app.inject({ url: '/slow' });
    expect(waited.statusCode).toBe(503);
    // The queue is free again: the next request waits instead of being refused at once.
    const next = shop.app.inject({ url: '/slow' });
    shop.holds[0]!();
    expect((await first).statusCode).toBe(200);
    await until(() => shop.holds.length === 2);
    shop.holds[1]!();
    expect((await next).statusCode).toBe(200);
  });

  it('refuses a request on arrival when the queue moves too slowly for it to be served within the wait limit', async () => {
    const shop = await busyShop({ maxActive: 1, maxQueued: 10, maxWaitMs: 400 });
    app = shop.app;
    const a = shop.app.inject({ url: '/slow' });
    await until(() => shop.holds.length === 1);
    const b = shop.app.inject({ url: '/slow' });
    await until(() => shop.app.admission.queued() === 1);
    shop.holds[0]!();
    await until(() => shop.holds.length === 2);
    const c = shop.app.inject({ url: '/slow' });
    await until(() => shop.app.admission.queued() === 1);
    // The queue moves one request every 300 ms or so.
    await new Promise((resolve) => setTimeout(resolve, 300));
    shop.holds[1]!();
    await until(() => shop.holds.length === 3);
    // One request ahead at that pace: about 300 ms, within the limit, so it waits.
    const d = shop.app.inject({ url: '/slow' });
    await until(() => shop.app.admission.queued() === 1);
    // Two ahead: about 600 ms, past the limit, so it is refused now, while d still waits its turn.
    const e = await shop.app.inject({ url: '/slow' });
    expect(e.statusCode).toBe(503);
    expect(e.headers['retry-after']).toBe('2');
    expect(shop.app.admission.queued()).toBe(1);
    shop.holds[2]!();
    await until(() => shop.holds.length === 4);
    shop.holds[3]!();
    for (const served of [a, b, c, d]) expect((await served).statusCode).toBe(200);
  });

  it('serves the requests read early in a long event-loop turn and refuses those read after the limit', async () => {
    app = await sheddingApp({ maxActive: 100, maxQueued: 100, maxEventLoopDelayMs: 100 });
    // 40 ms of work on the event loop per request, as a server-rendered page is on PGlite.
    app.get('/work', () => {
      const until = performance.now() + 40;
      while (performance.now() < until);
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const sockets = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Eight requests in the server's sockets at once: one turn of its event loop reads them all.
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('end', () => resolve(text));
        }),
    );
    for (const socket of sockets) socket.write('GET /work HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    const texts = await Promise.all(answers);
    const served = texts.filter((text) => text.startsWith('HTTP/1.1 200'));
    const refused = texts.filter((text) => text.startsWith('HTTP/1.1 503'));
    // Read at 0, 40, 80 ms: served; from 120 ms on: refused at once.
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeLessThanOrEqual(4);
    expect(refused.length).toBe(8 - served.length);
    for (const text of refused) {
      expect(text.toLowerCase()).toContain('retry-after: 2');
      expect(text).toContain(BUSY_MESSAGE);
    }
  });

  it('gives the place back when the client leaves while its request is worked on', async () => {
    app = await sheddingApp({ maxActive: 2, maxQueued: 10 });
    app.post('/work', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    // Three buyers send a request and leave before the answer: two worked on, one waiting.
    for (let i = 0; i < 3; i++) {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.write(
        'POST /work HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      setTimeout(() => socket.destroy(), 30);
    }
    await until(() => app!.admission.active() === 2);
    await until(() => app!.admission.active() === 0 && app!.admission.queued() === 0);
    expect(app.admission.active()).toBe(0);
    expect(app.admission.queued()).toBe(0);
  });

  it('starts a few requests per event-loop turn, so a new connection is taken before a burst is worked through', async () => {
    app = await sheddingApp({ maxActive: 100, maxQueued: 100, maxStartsPerTurn: 2 });
    const events: string[] = [];
    app.server.on('connection', () => events.push('connection'));
    // 20 ms of work on the event loop per request, as a server-rendered page under load.
    app.get('/work', () => {
      events.push('work');
      const until = performance.now() + 20;
      while (performance.now() < until);
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const connect = () =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      });
    const answer = (socket: net.Socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
      });
    const request = 'GET /work HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n';
    const sockets = await Promise.all(Array.from({ length: 10 }, connect));
    await until(() => events.length === 10);
    events.length = 0;
    // A burst of ten requests in the server's sockets, then a new client connects.
    const answers = sockets.map(answer);
    for (const socket of sockets) socket.write(request);
    const newcomer = connect().then((socket) => {
      const answered = answer(socket);
      socket.write(request);
      return answered;
    });
    const texts = await Promise.all([...answers, newcomer]);
    for (const text of texts) expect(text.startsWith('HTTP/1.1 200')).toBe(true);
    // The loop came back to the listening socket after two of the ten, not after all of them (200 ms later).
    expect(events.indexOf('connection')).toBeLessThanOrEqual(4);
    expect(events.filter((event) => event === 'work')).toHaveLength(11);
  });

  it('admits answers from memory outside the per-turn limit: none of a burst waits', async () => {
    app = await sheddingApp({ maxActive: 100, maxQueued: 100, maxStartsPerTurn: 1 });
    const mostQueued = { fromMemory: 0, other: 0 };
    const routes = [
      ['/memory', 'fromMemory', { fromMemory: true }],
      ['/other', 'other', {}],
    ] as const;
    for (const [path, key, config] of routes) {
      app.get(path, { config }, async () => {
        mostQueued[key] = Math.max(mostQueued[key], app!.admission.queued());
        return { ok: true };
      });
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const [path] of routes) {
      const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${address}${path}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    }
    expect(mostQueued.fromMemory).toBe(0);
    // The same burst to an ordinary route waits its turns (one start per turn here).
    expect(mostQueued.other).toBeGreaterThan(0);
  });
});
