/**
 * The shop's background work: the e-mail outbox, the campaign dispatcher, the analytics roll-ups, payment reminders,
 * review requests, follow-ups, tournament cadences, exemption certificate expiry notices and the payment reconciler.
 * main.ts starts them once the database is migrated (App.startWorkers); tests drive each by hand. Stopped, in the
 * order that lets each finish what it holds, when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Services } from './services';

export function backgroundWorkers(app: FastifyInstance, services: Services, config: Config) {
  let reconciler: NodeJS.Timeout | undefined;
  let firstReconcile: NodeJS.Timeout | undefined;
  const reconcile = () =>
    services.payments
      .reconcile({ olderThanMs: config.reconcile.afterMs })
      .then(() => app.metrics.reconcilerRuns.inc({ outcome: 'ok' }))
      .catch((error: unknown) => {
        app.metrics.reconcilerRuns.inc({ outcome: 'failed' });
        app.log.error({ err: error }, 'payment reconciler failed');
      });

  return {
    start() {
      services.outbox.start();
      services.campaignDispatcher.start();
      services.analytics.start();
      services.reminders.start();
      services.reviewRequests.start();
      services.followups.start();
      services.tournaments.start();
      services.tax.expiryNotices.start();
      // Certificates kept while their files were public: out of the public store once, at start (and when read).
      services.tax.certificates.files
        .moveLegacyFiles()
        .then((moved) => {
          if (moved > 0) app.log.info(`moved ${moved} tax certificate files out of the public uploads`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'moving tax certificate files failed'));
      if (!reconciler) {
        // Soon after start too (once the server listens): after a crash, a payment captured at PayPal but not
        // recorded here is caught at once, not a whole interval later.
        firstReconcile = setTimeout(() => void reconcile(), 2_000);
        firstReconcile.unref();
        reconciler = setInterval(() => void reconcile(), config.reconcile.everyMs);
        reconciler.unref();
      }
    },
    async stop() {
      clearTimeout(firstReconcile);
      clearInterval(reconciler);
      await services.campaignDispatcher.stop();
      await services.reminders.stop();
      await services.reviewRequests.stop();
      await services.followups.stop();
      await services.tournaments.stop();
      await services.tax.expiryNotices.stop();
      await services.analytics.stop();
      await services.outbox.stop();
      await services.catalog.close();
      await services.blog.close();
    },
  };
}
