/**
 * Code a page seldom needs (the cart drawer, the price calculator, the popups) loaded the first time it is needed
 * (issue 16). Unlike React.lazy, nothing suspends: the caller renders nothing until the module is there, then at
 * once, without Suspense's reveal delay (a timer, which also never fires under a test's paused clock).
 */
import { useEffect, useState } from 'react';

/** `load()`'s module once `needed` has been true (it stays loaded), else undefined. `load` must be stable. */
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
  return loaded?.module;
}
