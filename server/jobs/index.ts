/**
 * The job engine: every background task of the shop runs here, on the `jobs` table, on PGlite and on PostgreSQL
 * alike (several instances may share one database; docs/decisions/038-one-job-engine.md).
 *
 *   const jobs = createJobEngine({ db, log });
 *   jobs.register('import-customers', async ({ job, progress, saveProgress, stopping }) => {
 *     let row = (progress?.row as number) ?? 0;           // resume where the last run stopped
 *     for (; row < rows.length && !stopping; row += 1) {  // `stopping`: the engine is shutting down
 *       await importRow(rows[row]);
 *       if (row % 100 === 0) await saveProgress({ row }); // the checkpoint, and the lease renewed
 *     }
 *     if (row < rows.length) return 'unfinished';         // taken again at once, by this or another process
 *   }, { title: (p) => `Importing customers from ${p.file}`, maxAttempts: 3 });
 *   await jobs.enqueue('import-customers', { file: 'shopify.csv' }, { tx, singletonKey: 'import:customers' });
 *   await jobs.schedule('analytics-roll-up', { cron: '5 * * * *' });   // or { everyMs: 2_000 }
 *   jobs.start();  ...  await jobs.stop();
 *
 * - A job is claimed with a lease (`for update skip locked`; locked_until renewed by a heartbeat while it runs): a
 *   job whose process died is taken again once its lease runs out, its saved progress handed back.
 * - A failed attempt is retried with exponential backoff; after maxAttempts a one-off job is dead-lettered (`failed`,
 *   kept with its error) until the owner retries it; a repeating job waits for its next time.
 * - singletonKey: at most one waiting or running job per key. concurrencyKey + concurrencyLimit: at most that many
 *   running per key, across instances.
 * - Tests drive jobs with runDue() on the real database. The owner sees them in the admin's Jobs view (./admin.ts).
 */
export { createJobEngine, defaultBackoffMs } from './engine';
export { nextRun, type Schedule } from './cron';
export type {
  EnqueueOptions,
  JobContext,
  JobEngine,
  JobEngineOptions,
  JobHandler,
  JobKindOptions,
  JobPayload,
  RepeatingJob,
  RunAgain,
} from './types';
export { createJobAdmin, type JobAdmin } from './admin';
export { jobRoutes } from './jobs.routes';
