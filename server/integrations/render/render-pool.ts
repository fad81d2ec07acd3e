/**
 * Heavy rendering (a PDF's first page) runs in worker threads, never on the event loop: each job gets a worker of its
 * own with a memory limit (V8 heap; the worker dies when it is reached) and a wall-clock limit (the worker is
 * terminated when it passes). At most two run at once (the machine has two cores); later jobs wait their turn.
 *
 * A worker yields to the shop: before it loads its job's module it lowers its own thread's priority to nice 19, so
 * when every core is busy the shop's thread answers shoppers first and the render takes what is left. Linux keeps a
 * nice value per thread; elsewhere it would lower the whole process, so there the worker keeps its priority.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

export interface WorkerLimits {
  /** Wall-clock time from the worker's start to its answer. */
  timeoutMs: number;
  /** V8 heap limits of the worker (native memory such as a canvas is not counted: the time limit covers it). */
  resourceLimits: ResourceLimits;
}

export type WorkerOutcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'timeout' | 'memory' | 'failed'; detail: string };

const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** How many jobs are in a worker right now (at most two). */
export function runningWorkers(): number {
  return running;
}

/**
 * The file a worker runs: the TypeScript source next to this module (tests and tsx; Node.js strips the types), or
 * in a build the bundle scripts/build-server.mjs writes to build/server/workers/<name>.js (this module may be in
 * build/server or in build/server/chunks).
 */
export function workerFile(name: string): string {
  const here = import.meta.url;
  if (/\.[cm]?ts$/.test(here)) return fileURLToPath(new URL(`./${name}.worker.ts`, here));
  const candidates = [`./workers/${name}.js`, `../workers/${name}.js`].map((path) =>
    fileURLToPath(new URL(path, here)),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`The worker ${name} is not in the build (looked for ${candidates.join(', ')})`);
  return found;
}

/** The worker's script: lower this thread's priority (Linux), then load the job's module, which reads workerData. */
function bootstrap(file: string): string {
  const lower = process.platform === 'linux' ? "try { require('node:os').setPriority(19); } catch {}\n" : '';
  return `${lower}import(${JSON.stringify(pathToFileURL(file).href)});`;
}

/** Runs one job in a new worker with `limits`; its first message is the answer. Never rejects. */
export async function runInWorker<T>(
  file: string,
  data: unknown,
  limits: WorkerLimits,
  transfer: Transferable[] = [],
): Promise<WorkerOutcome<T>> {
  const release = await slot();
  let worker: Worker;
  try {
    worker = new Worker(bootstrap(file), {
      eval: true,
      workerData: data,
      transferList: transfer,
      resourceLimits: limits.resourceLimits,
      // Node.js 22 before 22.18 strips types only when asked (the sources run under tests on both release lines).
      ...(file.endsWith('.ts') && !process.features.typescript
        ? { execArgv: [...process.execArgv, '--experimental-strip-types'] }
        : {}),
    });
  } catch (error) {
    release();
    return { ok: false, reason: 'failed', detail: String(error) };
  }
  const outcome = await new Promise<WorkerOutcome<T>>((resolve) => {
    const timer = setTimeout(
      () => resolve({ ok: false, reason: 'timeout', detail: `no answer within ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    const finish = (result: WorkerOutcome<T>) => {
      clearTimeout(timer);
      resolve(result);
    };
    worker.once('message', (value: T) => finish({ ok: true, value }));
    worker.once('error', (error: Error & { code?: string }) =>
      finish({
        ok: false,
        reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed',
        detail: error.message,
      }),
    );
    worker.once('exit', (code) => finish({ ok: false, reason: 'failed', detail: `exited with code ${code}` }));
  });
  // The slot is free once the thread is gone (a worker inside a long native call stops when it returns from it).
  void worker.terminate().finally(release);
  return outcome;
}
