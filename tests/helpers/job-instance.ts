/**
 * One process running the job engine with a job that counts to 10 in steps of 150 ms, saving its progress at each
 * step (resume-after-kill.api.test.ts kills it with SIGKILL midway). Prints "step N" once step N is saved.
 *
 *   INSTANCE_DATABASE_URL=postgres://... | INSTANCE_DATA_DIR=/tmp/pglite  tsx tests/helpers/job-instance.ts
 */
import { openDatabase } from '../../server/db/client';
import { createJobEngine } from '../../server/jobs';
import { countingJob } from './jobs';

const url = process.env.INSTANCE_DATABASE_URL;
const dataDir = process.env.INSTANCE_DATA_DIR;
const database = url
  ? await openDatabase({ kind: 'postgres', url, max: 2 })
  : await openDatabase({ kind: 'pglite', dataDir });
const engine = createJobEngine({ db: database.db, pollMs: 20, leaseMs: 1_000, workerId: 'first-process' });
engine.register(
  'count-to-10',
  countingJob((step) => process.stdout.write(`step ${step}\n`)),
);
await engine.start();
// The engine's timers are unref'd: this process lives until it is killed.
setInterval(() => {}, 60_000);
