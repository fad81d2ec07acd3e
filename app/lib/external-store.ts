/**
 * A value shared by components outside React's tree (app/lib/session-store), read with useSyncExternalStore. Its
 * fetches race safely: an answer is kept only if nothing was set or fetched after its fetch started, so a slow old
 * answer never overwrites a newer value.
 */
type Listener = () => void;

/** One value, its listeners, and a counter that lets the newest fetch win over older ones still on their way. */
export function createStore<T>(initial: T) {
  let value = initial;
  let version = 0;
  const listeners = new Set<Listener>();
  const set = (next: T) => {
    version += 1;
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set,
    /** A fetch's answer is kept only if nothing was set or fetched after it started. */
    async fetch(load: () => Promise<T>, onError: (error: unknown) => void): Promise<void> {
      version += 1;
      const started = version;
      try {
        const next = await load();
        if (started === version) set(next);
      } catch (error) {
        if (started === version) onError(error);
      }
    },
    /** Answers of fetches already on their way are dropped (an optimistic edit must not be overwritten). */
    dropPending() {
      version += 1;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
