import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite } from '../db/pglite';
import { eq } from 'drizzle-orm';
import { afterEach, expect, inject, it } from 'vitest';
import { createTestDatabase, onPostgresServer } from '../../tests/helpers/database';
import { countingJob } from '../../tests/helpers/jobs';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createJobEngine } from './index';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts tests/helpers/job-instance.ts; resolves with it once it has saved step `killAt`. */
async function runUntilStep(env: Record<string, string>, killAt: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/helpers/job-instance.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`step ${killAt}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the job process exited with ${code}`)));
  });
  return child;
}

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** This process takes the job over once its lease has run out, and finishes it from the saved step. */
async function takeOver(handle: DatabaseHandle, id: number) {
  const engine = createJobEngine({ db: handle.db, leaseMs: 1_000, workerId: 'second-process' });
  const steps: number[] = [];
  let resumedFrom = -1;
  engine.register(
    'count-to-10',
    countingJob((step, from) => {
      steps.push(step);
      resumedFrom = from;
    }),
  );
  const [held] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
  expect(held).toMatchObject({ state: 'running', lockedBy: 'first-process' });
  // Not taken while the dead process's lease holds.
  if (held!.lockedUntil!.getTime() > Date.now() + 100) expect(await engine.runDue()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, held!.lockedUntil!.getTime() - Date.now() + 50)));
  expect(await engine.runDue()).toBe(1);
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
  return { row: row!, steps, resumedFrom };
}

it.runIf(onPostgresServer())(
  'a job whose process is killed mid-job is taken again after its lease and finishes from its checkpoint',
  { timeout: 60_000 },
  async () => {
    const handle = await createTestDatabase();
    try {
      const engine = createJobEngine({ db: handle.db });
      const id = (await engine.enqueue('count-to-10', {}, { title: 'Counting to 10' }))!;
      const url = (handle as DatabaseHandle & { url: string }).url;
      await kill(await runUntilStep({ INSTANCE_DATABASE_URL: url }, 4));

      const { row, steps, resumedFrom } = await takeOver(handle, id);
      expect(resumedFrom).toBeGreaterThanOrEqual(4);
      expect(steps).toEqual(Array.from({ length: 10 - resumedFrom }, (_, i) => resumedFrom + 1 + i));
      expect(row).toMatchObject({ state: 'done', attempts: 2, progress: { step: 10 }, lockedBy: null });
    } finally {
      await handle.close();
    }
  },
);

it.skipIf(onPostgresServer())(
  'on PGlite: killed mid-job, the data directory opened again, the job finishes from its checkpoint',
  { timeout: 60_000 },
  async () => {
    const template = inject('databaseTemplate');
    if (template.kind !== 'pglite') return;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-jobs-'));
    const setup = await openDatabase({
      kind: 'pglite',
      instance: await createPglite({ dataDir, loadDataDir: new Blob([readFileSync(template.dumpFile)]) }),
    });
    const id = (await createJobEngine({ db: setup.db }).enqueue('count-to-10', {}, { title: 'Counting to 10' }))!;
    await setup.close();
    await kill(await runUntilStep({ INSTANCE_DATA_DIR: dataDir }, 4));

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { row, steps, resumedFrom } = await takeOver(handle, id);
      expect(resumedFrom).toBeGreaterThanOrEqual(4);
      expect(steps[0]).toBe(resumedFrom + 1);
      expect(row).toMatchObject({ state: 'done', attempts: 2, progress: { step: 10 } });
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
