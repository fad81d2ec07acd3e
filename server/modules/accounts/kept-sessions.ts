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
import type { DatabaseHandle } from '../../db/client';
import { listenForTableChanges, type TableChanges } from '../../db/table-changes';

/** Sessions kept at most; past it the kept ones are dropped and read again as they come. */
const MAX_KEPT = 10_000;

export interface KeptSessions<T> {
  /** The kept session `id`, or `load()`'s answer (kept when it found one and nothing changed meanwhile). */
  read(id: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Drops every kept session: this instance ended or changed one (its own write is heard too, but later on some). */
  forgetAll(): void;
  /** Stops listening (the app closes). */
  close(): Promise<void>;
}

/**
 * `listen` starts hearing the sessions channel (server/db/table-changes.ts); without it (a test's bare service)
 * nothing is kept.
 */
export function createKeptSessions<T>(listen?: (onChange: () => void) => TableChanges): KeptSessions<T> {
  let version = 0;
  const kept = new Map<string, T>();
  const forgetAll = () => {
    version += 1;
    kept.clear();
  };
  const changes = listen?.(forgetAll);
  const live = () => changes?.live === true;

  return {
    async read(id, load) {
      if (!live()) return load();
      const hit = kept.get(id);
      if (hit !== undefined) return hit;
      // A read that began before a change may have found the session as it was: answered, not kept.
      const started = version;
      const found = await load();
      if (found !== undefined && started === version && live()) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(id, found);
      }
      return found;
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
