/**
 * A value read from the database, kept until a write drops it (table-changes.ts calls `invalidate`), or until the
 * time it says it goes stale (a scheduled blog post's publication). docs/decisions/016-catalogue-snapshot.md.
 */

export interface CachedRead<T> {
  read(): Promise<T>;
  /** A write happened (or may have, unheard): the next read loads again. */
  invalidate(): void;
}

export interface CachedReadOptions<T> {
  /** When a loaded value stops being true without any write (epoch ms); kept for good when absent. */
  expiresAt?: (value: T) => number;
  now?: () => number;
}

/**
 * Loaded on the first read after an invalidation; readers that come while it loads share the load. A load that
 * started before an invalidation is handed to the readers who asked for it but never kept: it may predate the
 * write. While `live()` is false (changes may go unheard) every read loads from the database and nothing is kept.
 */
export function createCachedRead<T>(
  load: () => Promise<T>,
  live: () => boolean,
  options: CachedReadOptions<T> = {},
): CachedRead<T> {
  const now = options.now ?? Date.now;
  let version = 0;
  let fresh: { version: number; value: T; expires: number } | undefined;
  let loading: { version: number; promise: Promise<T> } | undefined;

  const invalidate = () => {
    version += 1;
    fresh = undefined;
  };

  return {
    invalidate,
    read() {
      if (!live()) return load();
      if (fresh?.version === version && fresh.expires > now()) return Promise.resolve(fresh.value);
      // An expired value is a change nobody wrote: a new version, so a load already under way (begun before the
      // expiry, possibly before the scheduled time) is not shared or kept.
      if (fresh?.version === version) invalidate();
      if (loading?.version === version) return loading.promise;
      const started = version;
      const promise = load()
        .then((value) => {
          if (started === version && live())
            fresh = { version: started, value, expires: options.expiresAt?.(value) ?? Infinity };
          return value;
        })
        .finally(() => {
          if (loading?.promise === promise) loading = undefined;
        });
      loading = { version: started, promise };
      return promise;
    },
  };
}
