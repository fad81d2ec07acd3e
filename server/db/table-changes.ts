/**
 * Hears every committed write to a table whose migration sends `NOTIFY <channel>` from a statement trigger, whoever
 * wrote (the owning module, another module's transaction, a seed, a console). docs/decisions/016-catalogue-snapshot.md.
 * - PGlite: its in-process LISTEN calls back before the writing query's promise resolves.
 * - PostgreSQL: a dedicated connection LISTENs for the other instances' writes, reconnecting when lost; each pool
 *   connection LISTENs too (made after the app: see below), so a write through this instance's pool is heard before
 *   its COMMIT resolves (PostgreSQL sends a session its own notifications before it reports the transaction done).
 * While nothing listens (`live` false: starting, or the connection lost), callers must not trust a cached copy.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from './client';

export interface ChangeChannel {
  /** The NOTIFY channel the table's trigger sends on (a plain identifier). */
  channel: string;
  /** The listener's application_name (pg_stat_activity shows which connection it is). */
  listenerName: string;
  /** What the log calls the cached data while the listener is down ("products", "blog posts"). */
  what: string;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export interface TableChanges {
  /** Every change from now on will be heard. */
  readonly live: boolean;
  close(): Promise<void>;
}

type Logger = Pick<FastifyBaseLogger, 'warn'>;

/** Calls `onChange` after every committed write the channel reports, and whenever changes may have been missed. */
export function listenForTableChanges(
  handle: DatabaseHandle,
  source: ChangeChannel,
  onChange: () => void,
  log?: Logger,
): TableChanges {
  // Drizzle keeps the driver's client: the PGlite instance, or the node-postgres pool.
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return handle.kind === 'pglite'
    ? listenOnPglite(client as PGlite, source.channel, onChange)
    : listenOnPostgres(client as pg.Pool, source, onChange, log);
}

function listenOnPglite(client: PGlite, channel: string, onChange: () => void): TableChanges {
  let live = false;
  let closed = false;
  const listening = client.listen(channel, onChange).then((unlisten) => {
    if (!closed) {
      live = true;
      onChange();
    }
    return unlisten;
  });
  // A failed LISTEN leaves `live` false: every read goes to the database.
  listening.catch(() => undefined);
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      const unlisten = await listening.catch(() => undefined);
      if (unlisten && !client.closed) await unlisten().catch(() => undefined);
    },
  };
}

function listenOnPostgres(pool: pg.Pool, source: ChangeChannel, onChange: () => void, log?: Logger): TableChanges {
  const { channel } = source;
  let live = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let current: { client: pg.Client; down: boolean } | undefined;
  // The pool's connections (their server process ids) that hear their own writes: the listener skips those.
  const hooked = new Set<number>();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel && !hooked.has(message.processId)) onChange();
  };

  const connect = () => {
    if (closed) return;
    // The pool's own settings (address, credentials, connect timeout), for one connection of our own; keep-alive
    // probes so a silently dropped connection ends (and is replaced) instead of listening to nothing.
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: source.listenerName,
    });
    const listener = { client, down: false };
    current = listener;
    const lost = (error?: unknown, ended = false) => {
      if (listener.down) return;
      listener.down = true;
      live = false;
      onChange();
      if (!ended) listener.client.end().catch(() => undefined);
      if (closed) return;
      log?.warn(
        { err: error, channel },
        `${channel} change listener lost: reading ${source.what} from the database until it is back`,
      );
      retry = setTimeout(connect, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    listener.client.on('notification', onNotification);
    listener.client.on('error', (error) => lost(error));
    listener.client.on('end', () => lost(new Error('connection ended'), true));
    listener.client
      .connect()
      .then(() => listener.client.query(`listen ${channel}`))
      .then(() => {
        if (listener.down || closed) return;
        retryMs = FIRST_RETRY_MS;
        live = true;
        // Whatever changed while nobody listened.
        onChange();
      }, lost);
  };

  // This instance's own writes: heard on the connection that commits them, before the commit resolves, and only
  // there (once per write). The pool runs onConnect (awaited) before it hands a new connection out; connections it
  // made before (bootstrap's) are not hooked, and their writes are heard through the listener like another
  // instance's. One hook per pool serves every channel (hookPool below).
  const unhook = hookPool(pool, channel, { hooked, onChange });
  connect();

  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      unhook();
      if (current && !current.down) {
        current.down = true;
        await current.client.end().catch(() => undefined);
      }
    },
  };
}

interface PoolChannel {
  /** The pool's connections (server process ids) that LISTEN on the channel: its dedicated listener skips them. */
  hooked: Set<number>;
  onChange(): void;
}

/** Each pool's channels, heard on its own connections through one onConnect hook, and how to take the hook off. */
const poolHooks = new WeakMap<pg.Pool, { channels: Map<string, PoolChannel>; unhook(): void }>();

/**
 * Makes each new connection of `pool` LISTEN on `channel` too, and answers the function that stops it. Every channel
 * shares one hook that sends one LISTEN query for all of them: hooks chained per channel sent one query each, and when
 * a stalled connection was cut between the two, the pool's end waited for good (tests/faults/db-faults.api.test.ts).
 */
function hookPool(pool: pg.Pool, channel: string, listener: PoolChannel): () => void {
  let hooks = poolHooks.get(pool);
  if (!hooks) {
    const channels = new Map<string, PoolChannel>();
    const previousOnConnect = pool.options.onConnect;
    const hook = async (client: pg.ClientBase) => {
      await previousOnConnect?.(client);
      const names = [...channels.keys()];
      if (names.length === 0) return;
      const processId = (client as unknown as { processID: number }).processID;
      client.on('notification', (message) => {
        if (message.processId === processId) channels.get(message.channel)?.onChange();
      });
      client.once('end', () => {
        for (const entry of channels.values()) entry.hooked.delete(processId);
      });
      await client.query(names.map((name) => `listen ${name}`).join('; '));
      for (const name of names) channels.get(name)?.hooked.add(processId);
    };
    pool.options.onConnect = hook;
    hooks = {
      channels,
      unhook() {
        if (pool.options.onConnect === hook) pool.options.onConnect = previousOnConnect;
        poolHooks.delete(pool);
      },
    };
    poolHooks.set(pool, hooks);
  }
  const { channels, unhook } = hooks;
  channels.set(channel, listener);
  return () => {
    if (channels.get(channel) === listener) channels.delete(channel);
    if (channels.size === 0) unhook();
  };
}
