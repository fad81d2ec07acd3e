/**
 * Code a page seldom needs (the cart drawer, the price calculator, the popups) loaded the first time it is needed
 * (decision 021). Unlike React.lazy, nothing suspends: the caller renders nothing until the module is there, then at
 * once, without Suspense's reveal delay (a timer, which also never fires under a test's paused clock).
 */
import { useEffect, useState } from 'react';

/** A loader made by `onDemand`: loads once, and remembers the module for renders that come after. */
export interface OnDemand<T> {
  (): Promise<T>;
  readonly loaded: T | undefined;
}

/**
 * `load` called at most once at a time (a failure lets the next call try again), with its module kept, so that a
 * component mounted after it came (a designer step the visitor goes back to, a page visited again) renders it at
 * once rather than one frame later. Also the way to preload it: call it.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  const get = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.defineProperty(get, 'loaded', { get: () => loaded }) as OnDemand<T>;
}

/**
 * `load()`'s module once `needed` has been true (it stays loaded), else undefined. `load` must be stable. A loader
 * made by `onDemand` whose module is already there gives it from the first render.
 */
export function useOnDemand<T>(load: () => Promise<T>, needed: boolean): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T }>();
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    load().then(
      (module) => {
        if (live) setLoaded({ module });
      },
      () => {
        // Offline or a new deployment: the next time it is needed loads it again.
      },
    );
    return () => {
      live = false;
    };
  }, [load, needed, loaded]);
  // Read at each render, not kept in state: the module a preload brought shows in the same render that needs it.
  return loaded?.module ?? ('loaded' in load ? (load as OnDemand<T>).loaded : undefined);
}
