import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

/** A local port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('isDatabaseUnavailable', () => {
  it('knows node-postgres failing to connect, directly and wrapped as Drizzle wraps it', async () => {
    const port = await closedPort();
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    const refused = await rejection(client.connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it('knows the messages of a lost connection and the SQLSTATEs of a server that cannot serve', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('server says no'), { code })), code).toBe(true);
    }
  });

  it('leaves alone what is not the database being away: a refused query, another service, anything else', async () => {
    for (const code of ['42601', '23505', '22003', '40001']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('query refused'), { code })), code).toBe(false);
    }
    // fetch's TypeError around a refused connection: PayPal or another HTTP service, not the database.
    const port = await closedPort();
    const fetchFailed = await rejection(fetch(`http://127.0.0.1:${port}/`));
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
    for (const other of [new Error('boom'), 'text', null, undefined, 42])
      expect(isDatabaseUnavailable(other)).toBe(false);
  });
});
