/**
 * A read a page's clientLoader hands to <Await> on client-side visits, kept for this browser's later visits (as the
 * query cache kept it before: never refetched, decision 007/019). The first page load seeds it with the server's
 * answer, a failed read is forgotten so the next visit (or Try again) asks again, and a write that changes the data
 * in this browser (an admin's product edit) forgets it.
 */
export interface BrowserMemo<T> {
  /** The kept value, or the request on its way (started now if there is neither). */
  read(): T | Promise<T>;
  /** The server's answer of the first page load, unless the browser already holds one. */
  seed(value: T): void;
  forget(): void;
}

export function browserMemo<T>(load: () => Promise<T>): BrowserMemo<T> {
  let kept: T | Promise<T> | undefined;
  return {
    read() {
      if (kept !== undefined) return kept;
      const request = load();
      kept = request;
      request.then(
        (value) => {
          if (kept === request) kept = value;
        },
        () => {
          if (kept === request) kept = undefined;
        },
      );
      return request;
    },
    seed(value) {
      kept ??= value;
    },
    forget() {
      kept = undefined;
    },
  };
}
