/**
 * The PGlite that Drizzle is given (server/db/client.ts): the PGlite itself, with two changes to how its statements
 * are asked. Everything else on it (listen, close, closed) is the PGlite's own.
 *
 * Statements take turns with the event loop (decision 055). PGlite runs each statement on the shop's own thread and
 * hands the next waiting one on in a microtask, so under load the statements queued by many requests, and the
 * handlers each one resumes, ran one after another without the loop turning: timers, new connections and finished
 * answers waited. Here `query`, `exec` and `transaction` queue in the order they are asked, as PGlite's own mutex
 * queues them, and once statements have held the loop for `STATEMENT_TURN_MS` the next one waits for it to turn
 * (setImmediate). A transaction's statements do the same among themselves (the others wait for the transaction, as
 * with PGlite's own lock).
 *
 * Drizzle's result parsers are the PGlite's own (decision 056). Drizzle asks every statement to keep dates, times
 * and intervals as PostgreSQL's text, with parsers of its own in each statement's options, and PGlite then copies its
 * table of 318 parsers for every statement (`{ ...parsers, ...options.parsers }`): 100-150 µs a statement. Here the
 * PGlite's table keeps those types as text itself, and a statement whose parsers only say the same goes without them.
 */
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** How long statements may keep the event loop before the next one lets it turn. */
export const STATEMENT_TURN_MS = 10;

/** The types Drizzle's PGlite driver reads as text: timestamps, dates, intervals, and numeric and those types' arrays. */
export const KEPT_AS_TEXT: ReadonlySet<number> = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string) => value;
const PROBE = '2026-01-01 00:00:00+00';

/** The options without their parsers when each one keeps one of KEPT_AS_TEXT as text, as the PGlite now does. */
export function withoutOwnParsers(options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const [type, parse] of Object.entries(parsers)) {
    if (!KEPT_AS_TEXT.has(Number(type)) || parse(PROBE) !== PROBE) return options;
  }
  const { parsers: _ownParsers, ...rest } = options;
  return rest;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `target` with some methods replaced; every other property is the target's, its methods bound to it. */
function withMethods<T extends object>(target: T, methods: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(methods, key)) return methods[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      // PGlite's methods use its private fields: they must run on the PGlite itself.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const type of KEPT_AS_TEXT) client.parsers[type] = asText;
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
  /** Statements run one after another in the order asked, each waiting for the loop to turn when it is time. */
  const queue = () => {
    let last: Promise<unknown> = Promise.resolve();
    return <T>(statement: () => Promise<T>): Promise<T> => {
      const run = last.then(async () => {
        if (performance.now() - turnedAt >= STATEMENT_TURN_MS) await nextTurn();
        markTurn();
        return statement();
      });
      last = run.catch(() => undefined);
      return run;
    };
  };
  const inTurn = queue();
  // A transaction's statements take turns too: other statements wait for the transaction, but the loop need not.
  const forTransaction = (tx: Transaction): Transaction => {
    const inItsTurn = queue();
    return withMethods(tx, {
      query: (text, params, options) => inItsTurn(() => tx.query(text, params, withoutOwnParsers(options))),
      exec: (text, options) => inItsTurn(() => tx.exec(text, options)),
    });
  };
  return withMethods(client, {
    query: (text, params, options) => inTurn(() => client.query(text, params, withoutOwnParsers(options))),
    exec: (text, options) => inTurn(() => client.exec(text, options)),
    transaction: (callback) => inTurn(() => client.transaction((tx) => callback(forTransaction(tx)))),
  });
}
