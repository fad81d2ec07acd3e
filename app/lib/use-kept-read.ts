/**
 * A read kept for this browser without the query cache, for the checkout and the pay button (decision 019: react-query
 * stays out of the checkout's first load). The rules are decision 007's: each key is fetched once, in the browser
 * only (the server renders the loading state, as `enabled: inBrowser` did), and its answer is kept for later visits,
 * never fetched again by itself. A failure is not kept: "Try again" (or the next visit) asks again, and the failure
 * stays on screen until the new answer is in.
 */
import { useEffect, useRef, useState } from 'react';

export interface KeptRead<T> {
  /** The answer; undefined until it is in (always on the server). */
  data: T | undefined;
  /** The last request for this key failed and no answer is kept. */
  isError: boolean;
  error: unknown;
  /** Asks again after a failure. */
  refetch(): void;
}

/** The answers of this browser, by key (module state is only read in the browser). */
const answers = new Map<string, unknown>();
/** Requests on their way, so two readers of one key make one request. */
const requests = new Map<string, Promise<unknown>>();

function requestOnce(key: string, load: () => Promise<unknown>): Promise<unknown> {
  let request = requests.get(key);
  if (!request) {
    request = load().then(
      (answer) => {
        answers.set(key, answer);
        requests.delete(key);
        return answer;
      },
      (error: unknown) => {
        requests.delete(key);
        throw error;
      },
    );
    requests.set(key, request);
  }
  return request;
}

/** `key`: what is read (its API path and what else changes the answer); null while there is nothing to read. */
export function useKeptRead<T>(key: string | null, load: () => Promise<T>): KeptRead<T> {
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [, setAnswered] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null || answers.has(key)) return;
    let live = true;
    requestOnce(key, () => latestLoad.current()).then(
      () => {
        if (!live) return;
        setFailure(null);
        setAnswered((count) => count + 1);
      },
      (error: unknown) => {
        if (live) setFailure({ key, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  // The server and the hydrating browser both start with nothing kept, so their first renders agree.
  const kept = key !== null && typeof window !== 'undefined' && answers.has(key);
  const failed = !kept && failure !== null && failure.key === key;
  return {
    data: kept ? (answers.get(key) as T) : undefined,
    isError: failed,
    error: failed ? failure.error : undefined,
    refetch: () => setAttempt((count) => count + 1),
  };
}
