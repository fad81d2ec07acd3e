import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInWorker } from './render-pool';

const folder = mkdtempSync(join(tmpdir(), 'render-pool-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A job module that answers with its thread's priority and the data it was given. */
function job(source: string): string {
  const file = join(folder, `job-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  return file;
}

const LIMITS = { timeoutMs: 10_000, resourceLimits: { maxOldGenerationSizeMb: 64 } };

describe('runInWorker', () => {
  it('answers with the job module’s first message, given its data', async () => {
    const file = job(
      "import { parentPort, workerData } from 'node:worker_threads';\nparentPort.postMessage(workerData.n * 2);\n",
    );
    expect(await runInWorker<number>(file, { n: 21 }, LIMITS)).toEqual({ ok: true, value: 42 });
  });

  it.runIf(process.platform === 'linux')('runs the job at the lowest priority and leaves the shop’s own', async () => {
    const before = getPriority();
    const file = job(
      "import { parentPort } from 'node:worker_threads';\nimport { getPriority } from 'node:os';\nparentPort.postMessage(getPriority());\n",
    );
    expect(await runInWorker<number>(file, null, LIMITS)).toEqual({ ok: true, value: 19 });
    expect(getPriority()).toBe(before);
  });

  it('says a job that cannot load failed, and frees its place', async () => {
    const outcome = await runInWorker(join(folder, 'missing.mjs'), null, LIMITS);
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
    expect(
      await runInWorker<number>(
        job("import { parentPort } from 'node:worker_threads';\nparentPort.postMessage(1);\n"),
        null,
        LIMITS,
      ),
    ).toEqual({ ok: true, value: 1 });
  });
});
