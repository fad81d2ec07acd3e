/**
 * A background job that runs `runOnce` every `pollMs` until stopped (the outbox worker, the campaign dispatcher):
 * the next run is scheduled only when the last one is done, a failure is logged and the loop goes on, and the timer
 * never keeps the process alive on its own.
 */
export interface PollLoop {
  start(): void;
  /** Stops scheduling and waits for the run in progress. */
  stop(): Promise<void>;
  /** True from stop() until the next start(): a long run checks it between batches. */
  readonly stopped: boolean;
}

export function createPollLoop(
  runOnce: () => Promise<unknown>,
  options: { pollMs: number; onError(error: unknown): void },
): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => options.onError(error))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
