/**
 * One shop instance's background work, as a process of its own: the campaign dispatcher and the outbox worker on
 * a PostgreSQL database, writing .eml files. The crash tests start it with tsx, kill it with SIGKILL midway and
 * start another (campaigns-crash.api.test.ts).
 *
 *   INSTANCE_DATABASE_URL=postgres://... INSTANCE_MAIL_DIR=/tmp/x [INSTANCE_LEASE_MS=1500] tsx tests/helpers/campaign-instance.ts
 */
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { createFileTransport } from '../../server/integrations/mail/transport';
import { createJobEngine } from '../../server/jobs';
import { createOutboxWorker } from '../../server/integrations/mail/worker';
import { createDiscountService } from '../../server/modules/discounts';
import { createCampaignDispatcher } from '../../server/modules/marketing';

const url = process.env.INSTANCE_DATABASE_URL;
const mailDir = process.env.INSTANCE_MAIL_DIR;
if (!url || !mailDir) throw new Error('INSTANCE_DATABASE_URL and INSTANCE_MAIL_DIR are required');

const config = loadConfig(
  { NODE_ENV: 'test', SESSION_SECRET: 'test-session-secret-of-at-least-32-chars', PUBLIC_URL: 'http://shop.test' },
  { persistSecret: false },
);
const database = await openDatabase({ kind: 'postgres', url, max: 4 });
const log = { warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const dispatcher = createCampaignDispatcher({
  db: database.db,
  mail: { shop: config.shop, publicUrl: config.publicUrl, linkSecret: config.sessionSecret },
  discounts: createDiscountService(database.db),
  pollMs: 50,
  log,
});
const worker = createOutboxWorker({
  db: database.db,
  transport: createFileTransport(mailDir),
  from: config.mail.from,
  messageIdDomain: 'shop.test',
  pollMs: 20,
  leaseMs: Number(process.env.INSTANCE_LEASE_MS ?? 1500),
  log,
});
// One engine runs both as repeating jobs, as in the shop (server/workers.ts).
const jobs = createJobEngine({ db: database.db, pollMs: 20, log });
jobs.repeat(dispatcher.job);
jobs.repeat(worker.job);
await jobs.start();
// The workers' timers are unref'd (they never hold a server open): this process lives until it is told to stop.
const keepAlive = setInterval(() => {}, 60_000);
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void (async () => {
    clearInterval(keepAlive);
    await jobs.stop();
    worker.close();
    await database.close();
    process.exit(0);
  })();
});
