/**
 * Page renders take turns with the event loop (decision 057): one a turn while others wait.
 *
 * Node.js runs every request on one thread, and React renders a page in one go (3-10 ms on this machine). When many
 * pages' data arrived together (50 shoppers' pages waiting on the database at once), their renders ran back to back
 * in one turn of the loop, and whatever needs the loop to turn waited for all of them: timers, answers going out, the
 * load shedder's samples, and new connections, of which the loop accepts one a turn (libuv since 1.45). Under 50
 * connections of pages rendered afresh a turn took 150-250 ms, and a visitor arriving then, or a load balancer's
 * health check, waited 1-5 s to be let in at all.
 *
 * `take()` is asked before each render. The first render of a turn goes at once (`undefined`: nothing to await);
 * the others wait in the order they asked and go one a turn, each at the start of one (setImmediate).
 */
export interface LoopTurns {
  /** `undefined` when the render may go now; otherwise a promise that resolves at its turn. */
  take(): Promise<void> | undefined;
}

export function createLoopTurns(): LoopTurns {
  /** A render went in this turn of the loop (cleared when the loop next turns). */
  let wentThisTurn = false;
  const waiting: (() => void)[] = [];
  const turn = () => {
    const next = waiting.shift();
    wentThisTurn = next !== undefined;
    next?.();
    // Scheduled from an immediate, this runs in the loop's next turn: one render a turn, and a last one that notes
    // the turn in which nothing went.
    if (wentThisTurn) setImmediate(turn);
  };
  return {
    take() {
      if (!wentThisTurn) {
        wentThisTurn = true;
        setImmediate(turn);
        return undefined;
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}

/** The shop's page renders (app/entry.server.tsx, through the load context). */
export const pageRenderTurns: LoopTurns = createLoopTurns();

/**
 * New requests take turns as well (decision 059): a turn of the loop lets requests in for `budgetMs` of its time, and
 * the rest wait for the next turn, in the order they came.
 *
 * Under 50 connections every socket has a request ready when the loop polls, and Node.js handles each one's in-memory
 * work before it polls again: fifty kept pages and catalogue answers made turns of 50-130 ms on this machine, and a
 * timer, a new connection or a heavy moment's next step waited for all of them. A request that waits has done nothing
 * yet (this is the first hook): it holds no loader data, only its socket.
 *
 * The budget runs from the first request let in after the loop last turned, so it covers whatever else that turn
 * does (answers coming back from the database, a page rendering). Waiting requests are let in from the check phase;
 * one that finds the budget spent asks again in the next turn.
 */
export interface RequestTurns {
  /** Calls `go` now when this turn has time left and nobody is waiting; otherwise in a later turn, in order. */
  admit(go: () => void): void;
}

export function createRequestTurns(budgetMs: number): RequestTurns {
  /** When this turn's budget started (the first request let in), or null once the loop has turned. */
  let turnStartedAt: number | null = null;
  let waiting = 0;
  const turned = () => {
    turnStartedAt = null;
  };
  const timeLeft = () => {
    const now = performance.now();
    if (turnStartedAt === null) {
      turnStartedAt = now;
      setImmediate(turned);
    }
    return now - turnStartedAt < budgetMs;
  };
  const retry = (go: () => void) => {
    if (!timeLeft()) {
      setImmediate(retry, go);
      return;
    }
    waiting -= 1;
    go();
  };
  return {
    admit(go) {
      if (waiting === 0 && timeLeft()) return go();
      waiting += 1;
      setImmediate(retry, go);
    },
  };
}

/** How much of a turn's time new requests may take (decision 059). */
export const REQUEST_TURN_BUDGET_MS = 10;

/** The shop's requests (server/app.ts, the first onRequest hook). */
export const requestTurns: RequestTurns = createRequestTurns(REQUEST_TURN_BUDGET_MS);
