/**
 * Hears every write to the products table: migration 0014's statement trigger sends `NOTIFY catalog` on commit,
 * whoever wrote (this module, a sale's stock hold, a seed, a console). docs/decisions/016-catalogue-snapshot.md.
 * - PGlite: its in-process LISTEN calls back before the writing query's promise resolves.
 * - PostgreSQL: a dedicated connection LISTENs for the other instances' writes, reconnecting when lost; each pool
 *   connection LISTENs too (made after the app: see below), so a write through this instance's pool is heard before
 *   its COMMIT resolves (PostgreSQL sends a session its own notifications before it reports the transaction done).
 * While nothing listens (`live` false: starting, or the connection lost), callers must not trust a cached copy.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

export const CATALOG_CHANNEL = 'catalog';

/** The listener's application_name (pg_stat_activity shows which connection it is). */
export const LISTENER_NAME = 'pinshop-catalog-listener';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export interface CatalogChanges {
  /** Every change from now on will be heard. */
  readonly live: boolean;
  close(): Promise<void>;
}

type Logger = Pick<FastifyBaseLogger, 'warn'>;

/** Calls `onChange` after every committed write to products, and whenever changes may have been missed. */
export function listenForCatalogChanges(handle: DatabaseHandle, onChange: () => void, log?: Logger): CatalogChanges {
  // Drizzle keeps the driver's client: the PGlite instance, or the node-postgres pool.
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return handle.kind === 'pglite'
    ? listenOnPglite(client as PGlite, onChange)
    : listenOnPostgres(client as pg.Pool, onChange, log);
}

function listenOnPglite(client: PGlite, onChange: () => void): CatalogChanges {
  let live = false;
  let closed = false;
  const listening = client.listen(CATALOG_CHANNEL, onChange).then((unlisten) => {
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

function listenOnPostgres(pool: pg.Pool, onChange: () => void, log?: Logger): CatalogChanges {
  let live = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let current: { client: pg.Client; down: boolean } | undefined;
  // The pool's connections (their server process ids) that hear their own writes: the listener skips those.
  const hooked = new Set<number>();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CATALOG_CHANNEL && !hooked.has(message.processId)) onChange();
  };

  const connect = () => {
    if (closed) return;
    // The pool's own settings (address, credentials, connect timeout), for one connection of our own; keep-alive
    // probes so a silently dropped connection ends (and is replaced) instead of listening to nothing.
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LISTENER_NAME,
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
      log?.warn({ err: error }, 'catalogue change listener lost: reading products from the database until it is back');
      retry = setTimeout(connect, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    listener.client.on('notification', onNotification);
    listener.client.on('error', (error) => lost(error));
    listener.client.on('end', () => lost(new Error('connection ended'), true));
    listener.client
      .connect()
      .then(() => listener.client.query(`listen ${CATALOG_CHANNEL}`))
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
  // instance's.
  const previousOnConnect = pool.options.onConnect;
  pool.options.onConnect = async (client) => {
    await previousOnConnect?.(client);
    const processId = (client as unknown as { processID: number }).processID;
    client.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL && message.processId === processId) onChange();
    });
    client.once('end', () => hooked.delete(processId));
    await client.query(`listen ${CATALOG_CHANNEL}`);
    hooked.add(processId);
  };
  connect();

  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      pool.options.onConnect = previousOnConnect;
      if (current && !current.down) {
        current.down = true;
        await current.client.end().catch(() => undefined);
      }
    },
  };
}
