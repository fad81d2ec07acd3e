/**
 * Opens the database: PGlite (embedded, in DATA_DIR) by default, PostgreSQL through `pg` when a URL is given.
 * Both are the same Drizzle pg-core dialect, so every query and migration runs unchanged on either.
 *
 * PGlite and Drizzle's PGlite driver are imported when a PGlite database is opened, not with this module: an instance
 * on PostgreSQL never loads them (~0.5 MB of JavaScript held in memory for nothing; the bench's memory target).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a session-level advisory lock (PostgreSQL) or directly (PGlite: one process). */
  withAdvisoryLock<T>(key: string, fn: (db: Database) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The connection pool's counts (PostgreSQL); PGlite has one in-process connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseSource =
  { kind: 'pglite'; dataDir?: string; instance?: PGlite } | { kind: 'postgres'; url: string; max?: number };

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  return source.kind === 'pglite' ? openPglite(source) : openPostgres(source.url, source.max);
}

/**
 * PGlite's buffer pool lives in its WebAssembly memory, which never shrinks: PostgreSQL's default 128 MB grows that
 * memory to ~190 MB, 32 MB keeps it at its 128 MB floor (initialMemory cannot go lower). The shop's data is a few MB;
 * a page that falls out of the pool is read again from the OS's file cache.
 */
const PGLITE_SHARED_BUFFERS = ['-c', 'shared_buffers=32MB'];

async function openPglite(source: { dataDir?: string; instance?: PGlite }): Promise<DatabaseHandle> {
  const [pglite, { createPglite }, { pgliteForDrizzle }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite'),
    import('./pglite-for-drizzle'),
    import('drizzle-orm/pglite'),
  ]);
  const client =
    source.instance ??
    (await createPglite({
      dataDir: source.dataDir,
      startParams: [...pglite.PGlite.defaultStartParams, ...PGLITE_SHARED_BUFFERS],
    }));
  const db = drizzlePglite(pgliteForDrizzle(client), { schema }) as unknown as Database;
  // One PGlite belongs to one process, so an in-process queue gives the advisory lock's guarantee.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    withAdvisoryLock(_key, fn) {
      const run = queue.then(() => fn(db));
      queue = run.catch(() => undefined);
      return run;
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * How long a request waits for a connection (a free one in the pool, or a new one made) before it fails with 503
 * (server/plugins/errors.ts). Without it a request waits forever while the database is down. No statement or query
 * timeout: a cut or refused connection fails its queries at once, and a query waiting on a row lock (stock,
 * payments) is slow, not broken.
 */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one lost while checked out between two queries (inside a transaction, under the advisory lock): with no
  // listener its 'error' event would be thrown. The next query on it fails (503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  releaseWhenLost(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Database);
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        client.release();
      }
    },
    // Bounded while the database is cut: the connect by the pool's timeout, the answer by the query's (a connection
    // that timed out is dropped, not reused). node-postgres reads a query's own `query_timeout`; its types omit it.
    ping: async () => {
      await pool.query({ text: 'select 1', query_timeout: CONNECT_TIMEOUT_MS } as pg.QueryConfig);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * A connection lost while checked out goes back to the pool at once (as broken, so the pool drops it), whoever holds
 * it. drizzle-orm's transaction() checks a connection out and sends BEGIN before its try/finally: when BEGIN fails on
 * a cut connection, nothing ever releases it. The pool would count it for good: a slot lost per cut (enough cuts in an
 * outage and no request gets a connection again), and the pool's end() waiting for it forever. A holder that releases
 * it afterwards (a query failed in a transaction: rollback, then release) finds it already released; that second
 * release is a no-op here, where pg-pool would throw and hide the query's own error.
 */
function releaseWhenLost(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  // pg-pool's own query() passes a callback and releases by itself: only a checkout through the promise is wrapped.
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release;
      let state: 'out' | 'lost' | 'released' = 'out';
      const onEnd = () => {
        if (state !== 'out') return;
        state = 'lost';
        release(new Error('The connection was lost while checked out'));
      };
      client.once('end', onEnd);
      client.release = (error) => {
        if (state === 'lost') return;
        state = 'released';
        client.off('end', onEnd);
        release(error);
      };
      return client;
    });
  }) as typeof pool.connect;
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`, which the shared type hides. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
