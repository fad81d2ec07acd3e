/**
 * A TCP proxy between the shop and its PostgreSQL for fault tests: forwards bytes both ways, and on command cuts
 * every live connection, turns new ones away (a database that is down), or holds back what a client sends once a
 * chosen message shows up (a transaction's COMMIT), so a test can cut it at an exact point.
 */
import net from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url(databaseUrl: string): string;
  /** Live client connections. */
  connections(): number;
  /** Destroys every live connection now, both sides: the client sees its socket reset mid-conversation. */
  cutAll(): void;
  /**
   * While on, a new connection is reset as soon as it is accepted (the client sees ECONNRESET before PostgreSQL's
   * greeting), as with a database host whose server is stopped or restarting; live connections are left alone.
   */
  refuse(on: boolean): void;
  /**
   * While on, a new connection is accepted and then left unanswered (a database host cut off by the network: no
   * reset ever comes), until `cutAll()` or `close()`.
   */
  stall(on: boolean): void;
  /**
   * Stops forwarding a client's bytes from the first chunk that `matches` on (that chunk included) and resolves;
   * the held bytes are dropped. The proxy keeps forwarding for every other connection.
   */
  holdClientData(matches: (chunk: Buffer) => boolean): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  server: net.Socket;
  held: boolean;
}

export async function startTcpProxy(target: { host?: string; port?: number } = {}): Promise<TcpProxy> {
  const host = target.host ?? '127.0.0.1';
  const port = target.port ?? 5432;
  const pairs = new Set<Pair>();
  let refusing = false;
  let stalling = false;
  const stalled = new Set<net.Socket>();
  /** Every client socket still open, whatever its state: close() must not wait on one. */
  const accepted = new Set<net.Socket>();
  let hold: { matches: (chunk: Buffer) => boolean; resolve: () => void } | null = null;

  const proxy = net.createServer((client) => {
    accepted.add(client);
    client.on('close', () => accepted.delete(client));
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    if (stalling) {
      stalled.add(client);
      client.on('error', () => client.destroy());
      client.on('close', () => stalled.delete(client));
      return;
    }
    const server = net.connect({ host, port });
    const pair: Pair = { client, server, held: false };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (!pair.held && hold?.matches(chunk)) {
        pair.held = true;
        const { resolve } = hold;
        hold = null;
        resolve();
      }
      if (!pair.held) server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, server]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port: listening } = proxy.address() as net.AddressInfo;

  const cutAll = () => {
    for (const socket of [...stalled]) socket.resetAndDestroy();
    stalled.clear();
    for (const pair of [...pairs]) {
      pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.server.destroy();
    }
  };

  return {
    port: listening,
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(listening);
      return url.toString();
    },
    connections: () => pairs.size + stalled.size,
    cutAll,
    refuse(on) {
      refusing = on;
    },
    stall(on) {
      stalling = on;
    },
    holdClientData(matches) {
      return new Promise<void>((resolve) => {
        hold = { matches, resolve };
      });
    },
    async close() {
      cutAll();
      const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
      for (const socket of accepted) socket.destroy();
      // Every socket is destroyed; the server's own count of them once kept a CI run waiting for good (120 s): its
      // listening socket is closed at once, which is what the tests need.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
  };
}
