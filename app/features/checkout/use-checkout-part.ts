/**
 * A part of the checkout shown only in some states (a designer's or a stored custom order, the payment step), fetched
 * when the page mounts rather than with its first load (decision 021). Unlike app/lib/use-on-demand, a failed fetch (offline,
 * or a new deployment that removed the old file) is reported, so the page can offer "Try again" instead of waiting for
 * ever.
 */
import { useCallback, useEffect, useState } from 'react';

export interface CheckoutPart<T> {
  /** The module, once it is in. */
  module: T | undefined;
  /** The last fetch failed; `retry` fetches again. */
  failed: boolean;
  retry(): void;
}

/** `load` must be stable (a module-level function); nothing is fetched while `needed` is false. */
export function useCheckoutPart<T>(load: () => Promise<T>, needed = true): CheckoutPart<T> {
  const [state, setState] = useState<{ module?: T; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    load().then(
      (module) => {
        if (live) setState({ module, failed: false });
      },
      () => {
        if (live) setState({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [load, needed, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { module: state.module, failed: state.failed, retry };
}
