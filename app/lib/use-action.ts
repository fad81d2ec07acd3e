/**
 * A write from a component that keeps no cached reads (the header, the cart drawer, the popups, the product page,
 * the quote form, the designer, the sign-in and registration pages): the call, whether it is running, and what
 * follows its answer. Pages that keep server reads in the query cache (account, orders, admin) use react-query's
 * useMutation instead, so a write can refresh those reads (decision 019).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionCallbacks<A extends unknown[], R> {
  onSuccess?: (result: R, ...args: A) => unknown;
  onError?: (error: unknown, ...args: A) => unknown;
  onSettled?: () => unknown;
}

export interface Action<A extends unknown[], R> {
  /** Starts the call; a failure goes to onError, never to the caller. */
  run: (...args: A) => void;
  /** Starts the call and answers its result (rejects as the call did, after onError). */
  runAsync: (...args: A) => Promise<R>;
  /** A call is running. */
  pending: boolean;
  /** The last call failed (cleared when the next one starts). */
  failed: boolean;
  /** The last call's error while `failed`. */
  error: unknown;
  /** The answer of the last call that succeeded (cleared when the next one starts), for a form that gives way to it. */
  result: R | undefined;
  /** Forgets the last answer and error (a form shown again). */
  reset: () => void;
}

export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  callbacks: ActionCallbacks<A, R> = {},
): Action<A, R> {
  const [running, setRunning] = useState(0);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [result, setResult] = useState<{ value: R } | undefined>(undefined);
  const latest = useRef({ action, callbacks });
  const mounted = useRef(true);
  // The newest callbacks after each render (a call starts from an event, after the effects have run).
  useEffect(() => {
    latest.current = { action, callbacks };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const runAsync = useCallback(async (...args: A): Promise<R> => {
    const { action: call, callbacks: handlers } = latest.current;
    setRunning((count) => count + 1);
    setFailed(false);
    setError(undefined);
    setResult(undefined);
    try {
      const value = await call(...args);
      if (mounted.current) setResult({ value });
      await handlers.onSuccess?.(value, ...args);
      return value;
    } catch (caught) {
      if (mounted.current) {
        setFailed(true);
        setError(caught);
      }
      await handlers.onError?.(caught, ...args);
      throw caught;
    } finally {
      if (mounted.current) setRunning((count) => count - 1);
      await handlers.onSettled?.();
    }
  }, []);

  const run = useCallback(
    (...args: A) => {
      runAsync(...args).catch(() => {
        // Reported through onError.
      });
    },
    [runAsync],
  );

  const reset = useCallback(() => {
    setFailed(false);
    setError(undefined);
    setResult(undefined);
  }, []);

  return { run, runAsync, pending: running > 0, failed, error, result: result?.value, reset };
}
