/**
 * The shop's background work, every task a job of the job engine (server/jobs): the e-mail outbox, the campaign
 * dispatcher, the analytics roll-up, payment reminders, review requests, follow-ups, tournament cadences, exemption
 * certificate expiry notices and the payment reconciler, each repeating once for the whole shop whatever the number
 * of instances. Registered when the app is built (tests drive them with `services.jobs.runDue()` or each task's own
 * `runOnce`); main.ts starts the engine once the database is migrated (App.startWorkers). Stopped when the app
 * closes: the running jobs finish (or are handed back), then what they used is closed.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Services } from './services';

/** Repeating tasks whose handlers live here (the others are each module's `job`). */
export const ANALYTICS_ROLL_UP = 'analytics-roll-up';
export const PAYMENT_RECONCILER = 'payment-reconciler';

export function backgroundWorkers(app: FastifyInstance, services: Services, config: Config) {
  const { jobs } = services;
  for (const job of [
    services.outbox.job,
    services.campaignDispatcher.job,
    services.reminders.job,
    services.reviewRequests.job,
    services.followups.job,
    services.tournaments.job,
    services.tax.expiryNotices.job,
  ]) {
    jobs.repeat(job);
  }
  jobs.repeat({
    kind: ANALYTICS_ROLL_UP,
    title: 'Summing the visitor analytics',
    schedule: { cron: '7 * * * *' },
    run: () => services.analytics.rollUp(),
  });
  jobs.repeat({
    kind: PAYMENT_RECONCILER,
    title: 'Checking unfinished payments with PayPal',
    schedule: { everyMs: config.reconcile.everyMs },
    run: async () => {
      try {
        await services.payments.reconcile({ olderThanMs: config.reconcile.afterMs });
        app.metrics.reconcilerRuns.inc({ outcome: 'ok' });
      } catch (error) {
        app.metrics.reconcilerRuns.inc({ outcome: 'failed' });
        throw error;
      }
    },
  });

  async function start() {
    await jobs.start();
    // Soon after start too (once the server listens): after a crash, a payment captured at PayPal but not
    // recorded here is caught at once, not a whole interval later.
    await jobs.enqueue(
      PAYMENT_RECONCILER,
      {},
      { runAt: new Date(Date.now() + 2_000), singletonKey: `${PAYMENT_RECONCILER}:at-start` },
    );
    // And the days that ended while the shop was down are summed now, not at the next hour's run: the analytics
    // report reads raw events for every day not yet summed.
    await jobs.enqueue(
      ANALYTICS_ROLL_UP,
      {},
      { runAt: new Date(Date.now() + 5_000), singletonKey: `${ANALYTICS_ROLL_UP}:at-start` },
    );
  }

  return {
    start() {
      // The analytics buffer is this process's own: flushed by its own timer, not a shared job.
      services.analytics.start();
      start().catch((error: unknown) => app.log.error({ err: error }, 'starting the job engine failed'));
      // Certificates kept while their files were public: out of the public store once, at start (and when read).
      services.tax.certificates.files
        .moveLegacyFiles()
        .then((moved) => {
          if (moved > 0) app.log.info(`moved ${moved} tax certificate files out of the public uploads`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'moving tax certificate files failed'));
    },
    async stop() {
      await jobs.stop();
      await services.analytics.stop();
      services.outbox.close();
      await services.catalog.close();
      await services.blog.close();
      await services.pricing.close();
      await services.reviews.close();
      await services.sessions.close();
    },
  };
}
