/**
 * PGlite runs every statement on the shop's own thread, one at a time, and hands the next waiting statement on in a
 * microtask. Under load the statements queued by many requests, and the handlers each one resumes, therefore run one
 * after another without the event loop turning: timers, new connections and finished answers wait. The bench's mixed
 * traffic at 50 connections stalled the loop 100-155 ms every few seconds that way, with no heavy request at all.
 *
 * `takingTurns` gives drizzle a PGlite whose statements let the loop turn: once statements have run for
 * `STATEMENT_TURN_MS` without the loop turning, the next one waits for it (setImmediate). Statements still run one at
 * a time and in the order they were asked, as PGlite runs them; a transaction is one turn, its own statements go
 * straight to PGlite. Everything else (listen, close, closed) is the PGlite itself.
 */
import type { PGlite } from '@electric-sql/pglite';

/** How long statements may keep the event loop before the next one lets it turn. */
export const STATEMENT_TURN_MS = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function takingTurns(client: PGlite): PGlite {
  let turnedAt = performance.now();
  let marked = false;
  // Notes when the loop next turns: an immediate runs only once the microtasks before it are done.
  const markTurn = () => {
    if (marked) return;
    marked = true;
    setImmediate(() => {
      marked = false;
      turnedAt = performance.now();
    });
  };
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const run = last.then(async () => {
      if (performance.now() - turnedAt >= STATEMENT_TURN_MS) await nextTurn();
      markTurn();
      return statement();
    });
    last = run.catch(() => undefined);
    return run;
  };
  const gated: Partial<PGlite> = {
    query: (...args) => inTurn(() => client.query(...args)),
    exec: (...args) => inTurn(() => client.exec(...args)),
    transaction: (callback) => inTurn(() => client.transaction(callback)),
  };
  return new Proxy(client, {
    get(target, key) {
      if (Object.hasOwn(gated, key)) return gated[key as keyof typeof gated];
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use its private fields: they must run on the PGlite itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
