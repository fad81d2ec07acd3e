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
