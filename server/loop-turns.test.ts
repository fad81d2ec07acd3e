/**
 * Page renders take turns with the event loop (server/loop-turns.ts): a burst of them lets timers run and new
 * connections in before it is done, and the renders that waited go in the order they asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import { createLoopTurns, createRequestTurns } from './loop-turns';

/** Keeps the thread busy for `ms`, as a page's render does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a render's work
  }
}

/** `count` parts of `ms` each, all asked for in one tick (the renders whose data arrived together). */
function burst(turns: ReturnType<typeof createLoopTurns>, count: number, ms: number, done: string[]) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await turns.take();
      busy(ms);
      done.push(`part ${i}`);
    }),
  );
}

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('loop turns', () => {
  it('lets the first part of a turn go at once, and the next wait for the next turn', async () => {
    const turns = createLoopTurns();
    expect(turns.take()).toBeUndefined();
    const second = turns.take();
    expect(second).toBeInstanceOf(Promise);
    await second;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.take()).toBeUndefined();
  });

  it('lets a timer run during a burst of 60 parts of 5 ms', async () => {
    const turns = createLoopTurns();
    const done: string[] = [];
    setTimeout(() => done.push('timer'), 0);
    await burst(turns, 60, 5, done);
    // Without turns the 60 parts (300 ms) ran back to back in one turn, and the timer came last.
    expect(done.indexOf('timer')).toBeLessThan(10);
    expect(done).toHaveLength(61);
  });

  it('accepts a new connection during the burst', async () => {
    const turns = createLoopTurns();
    const done: string[] = [];
    const server = net.createServer((socket) => {
      done.push('connection');
      socket.end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const parts = burst(turns, 60, 5, done);
    const client = net.connect(port, '127.0.0.1');
    const closed = new Promise((resolve) => client.once('close', resolve));
    client.on('error', () => undefined);
    await parts;
    await closed;
    // A visitor (or a load balancer's health check) is let in while the burst goes on, not after it.
    expect(done.indexOf('connection')).toBeGreaterThan(-1);
    expect(done.indexOf('connection')).toBeLessThan(20);
  });

  it('lets the parts that waited go in the order they asked', async () => {
    const turns = createLoopTurns();
    const done: string[] = [];
    await burst(turns, 30, 2, done);
    expect(done).toEqual(Array.from({ length: 30 }, (_, i) => `part ${i}`));
  });
});

/** `count` requests arriving together, each `ms` of work once let in. */
function arrivals(turns: ReturnType<typeof createRequestTurns>, count: number, ms: number, done: string[]) {
  return Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<void>((resolve) =>
          turns.admit(() => {
            busy(ms);
            done.push(`request ${i}`);
            resolve();
          }),
        ),
    ),
  );
}

describe('request turns', () => {
  it('lets a request in at once while the turn has time left', () => {
    const turns = createRequestTurns(10);
    const done: string[] = [];
    turns.admit(() => done.push('first'));
    turns.admit(() => done.push('second'));
    expect(done).toEqual(['first', 'second']);
  });

  it('lets a timer run among 60 requests of 5 ms that arrived together', async () => {
    const turns = createRequestTurns(10);
    const done: string[] = [];
    setTimeout(() => done.push('timer'), 0);
    await arrivals(turns, 60, 5, done);
    // All let in at once, the 60 requests (300 ms) ran in one turn of the loop and the timer came last.
    expect(done.indexOf('timer')).toBeGreaterThan(-1);
    expect(done.indexOf('timer')).toBeLessThan(15);
    expect(done).toHaveLength(61);
  });

  it('lets requests in in the order they came, later ones behind those waiting', async () => {
    const turns = createRequestTurns(10);
    const done: string[] = [];
    const first = arrivals(turns, 20, 2, done);
    // A request that comes while others wait, in a turn with time left, still goes after them.
    await new Promise((resolve) => setImmediate(resolve));
    const late = new Promise<void>((resolve) =>
      turns.admit(() => {
        done.push('late');
        resolve();
      }),
    );
    await Promise.all([first, late]);
    expect(done).toEqual([...Array.from({ length: 20 }, (_, i) => `request ${i}`), 'late']);
  });
});
