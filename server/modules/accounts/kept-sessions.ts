/**
 * The sessions this instance has found, kept so that a signed-in visitor's request does not read the database each
 * time: until a write that can change one (migration 0047: NOTIFY sessions on a session ended or changed, or any
 * change to users, whoever writes it, heard by every instance), until the session's own end, and never while the
 * listener is down (then every request reads the database, as before). docs/decisions/053-kept-sessions.md.
 *
 * Only a session found is kept: a cookie whose session is not there is read again each time, so a session started
 * later (on any instance) is never hidden by an earlier miss.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createCachedRead, type CachedRead } from '../../db/cached-read';
import type { DatabaseHandle } from '../../db/client';
import { listenForTableChanges, type TableChanges } from '../../db/table-changes';

/** Sessions kept at most; past it the kept ones are dropped and read again as they come. */
const MAX_KEPT = 10_000;

export interface KeptSessionsOptions<T> {
  /** Reads a session by its id from the database (at the time it is called); undefined when there is none. */
  load(id: string): Promise<T | undefined>;
  /** When a found session ends without any write (epoch ms): its idle or absolute end. */
  endsAt(session: T): number;
  now?: () => number;
  /**
   * Starts hearing the sessions channel (server/db/table-changes.ts); without it (a test's bare service) nothing is
   * kept.
   */
  listen?: (onChange: () => void) => TableChanges;
}

export interface KeptSessions<T> {
  /** The session `id` as kept, or as `load` finds it now (kept when found and nothing changed meanwhile). */
  read(id: string): Promise<T | undefined>;
  /** Drops every kept session: this instance ended or changed one (its own write is heard too, but later on some). */
  forgetAll(): void;
  /** Stops listening (the app closes). */
  close(): Promise<void>;
}

/**
 * Each session is a cached read of its own (server/db/cached-read.ts): one load shared by the requests that come
 * while it runs, none kept while the listener is down or from before a change. A miss is kept as ending at once, so
 * it is read again each time.
 */
export function createKeptSessions<T>(options: KeptSessionsOptions<T>): KeptSessions<T> {
  const reads = new Map<string, CachedRead<T | undefined>>();
  // A read under way when they are dropped is answered to whoever asked for it and then forgotten with its reader.
  const forgetAll = () => reads.clear();
  const changes = options.listen?.(forgetAll);
  const live = () => changes?.live === true;
  const endsAt = (session: T | undefined) => (session === undefined ? 0 : options.endsAt(session));

  return {
    read(id) {
      let read = reads.get(id);
      if (!read) {
        if (reads.size >= MAX_KEPT) reads.clear();
        read = createCachedRead(() => options.load(id), live, { expiresAt: endsAt, now: options.now });
        reads.set(id, read);
      }
      return read.read();
    },
    forgetAll,
    close: async () => {
      forgetAll();
      await changes?.close();
    },
  };
}

/** What createSessionService's `listen` is in the shop: migration 0047's channel, on this database. */
export function listenForSessionChanges(handle: DatabaseHandle, log?: Pick<FastifyBaseLogger, 'warn'>) {
  return (onChange: () => void): TableChanges =>
    listenForTableChanges(
      handle,
      { channel: 'sessions', listenerName: 'pinshop-sessions', what: 'sessions' },
      onChange,
      log,
    );
}
