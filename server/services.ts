import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../core/errors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createFileTransport, createSmtpTransport } from './integrations/mail/transport';
import { createOutboxWorker } from './integrations/mail/worker';
import type { MailAttachment } from './integrations/mail/transport';
import type { OutboxAttachment } from './db/schema';
import { createPayPalClient, type PayPalClient } from './integrations/paypal/client';
import { createLocalFileStore } from './integrations/storage/file-store';
import { createS3FileStore } from './integrations/storage/s3-store';
import { createAccountService, createSessionService, listenForSessionChanges } from './modules/accounts';
import { createAnalyticsService } from './modules/analytics';
import { createBlogService } from './modules/blog';
import { createCartService } from './modules/cart';
import { createCatalogService } from './modules/catalog';
import { createCustomOrderService, createPreparedOrders } from './modules/custom-orders';
import { createDiscountService } from './modules/discounts';
import {
  createMarketingService,
  createCampaignDispatcher,
  createCampaignService,
  createContactService,
  createSuppressionService,
} from './modules/marketing';
import { createMediaService } from './modules/media';
import { createOwnerNotices } from './modules/notifications';
import { createInvoiceService } from './modules/invoices';
import { createOrderService } from './modules/orders';
import { createPaymentService, receiptPdf } from './modules/payments';
import { createQuoteService } from './modules/quotes';
import { createReceivablesService } from './modules/receivables';
import { createStatements } from './modules/statements';
import { statementQuerySchema } from '../core/schemas/statements';
import { createFollowupJob } from './modules/followups';
import { createReminderJob } from './modules/reminders';
import { createTournamentJob } from './modules/tournaments';
import { createReviewRequestJob, createReviewService } from './modules/reviews';
import { createPricingService } from './modules/pricing';
import { createSettingsService, createShopProfile } from './modules/settings';
import { createCertificateExpiryJob, createTaxCertificates, createTaxFor, createTaxSettings } from './modules/tax';
import { createPrivateFiles, createUploadService } from './modules/uploads';
import { createJobEngine } from './jobs';
import { projectRoot } from './paths';

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * Where the PayPal client sends its calls: PayPal itself, or (test mode) the stand-in, whose address is known
 * only once the server listens (main.ts sets it) or is given by a test.
 */
export interface PayPalTarget {
  baseUrl: string | undefined;
}

/** Every module's service, built once per app and handed to routes and (through the load context) to loaders. */
export function createServices(
  handle: DatabaseHandle,
  config: Config,
  log?: Logger,
  now: () => Date = () => new Date(),
) {
  const { db } = handle;
  const mailTransport = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createFileTransport(path.join(config.dataDir, 'mail'));
  const discounts = createDiscountService(db);
  const cart = createCartService(db);
  const store =
    config.storage.kind === 's3'
      ? createS3FileStore(config.storage)
      : createLocalFileStore(path.join(config.dataDir, 'uploads'));
  const uploads = createUploadService(store);
  // Files only their owner's guarded route serves (tax certificates): a store no public path reads.
  const privateStore =
    config.storage.kind === 's3'
      ? createS3FileStore({ ...config.storage, prefix: 'private/' })
      : createLocalFileStore(path.join(config.dataDir, 'private-uploads'));
  const privateFiles = createPrivateFiles(store, privateStore);
  const catalog = createCatalogService(handle, log);
  const linkSecret = config.sessionSecret;
  const settings = createSettingsService(db);
  // The shop's name, addresses and links in effect (the owner's Settings, the environment winning): every service
  // keeps this one object and reads its fields when it writes, so a saved change reaches them all.
  const shopProfile = createShopProfile({ db, settings, envShop: config.shop, setByEnv: config.shopSetByEnv });
  const shop = shopProfile.shop;
  // The owner is told of the shop's events (each module calls it in the event's transaction).
  const notices = createOwnerNotices({ settings, shop, publicUrl: config.publicUrl });
  // The owner's price table in effect (modules/pricing): every price of a custom order is read from it.
  const pricing = createPricingService(handle, log);
  const prices = () => pricing.current();
  const customOrders = createCustomOrderService({
    db,
    uploads,
    discounts,
    linkSecret,
    shop,
    publicUrl: config.publicUrl,
    notices,
    prices,
  });
  const invoices = createInvoiceService({ db, linkSecret, shop, publicUrl: config.publicUrl });
  const orders = createOrderService({
    db,
    customOrders,
    linkSecret,
    shop,
    publicUrl: config.publicUrl,
    cart,
    discounts,
    invoices,
    notices,
    testMode: config.paypal.mode === 'test',
  });
  const campaignMail = { shop, publicUrl: config.publicUrl, linkSecret };
  const receivablesDeps = { linkSecret, publicUrl: config.publicUrl, testMode: config.paypal.mode === 'test', now };
  const receivables = createReceivablesService({ db, ...receivablesDeps });

  // The PDFs the invoice, receipt and statement e-mails carry, made from their rows when each message is sent.
  const mailAttachment = async (ref: OutboxAttachment): Promise<MailAttachment> => {
    const file =
      ref.kind === 'invoice-pdf'
        ? await invoices.pdfById(ref.id)
        : ref.kind === 'receipt-pdf'
          ? await receiptPdf(db, shop, ref.id)
          : await statements.pdf(statementQuerySchema.parse(ref.args));
    return { filename: file.fileName, contentType: 'application/pdf', content: file.pdf };
  };

  const paypalTarget: PayPalTarget = { baseUrl: config.paypal.mode === 'test' ? undefined : config.paypal.baseUrl };
  let paypalClient: { baseUrl: string; client: PayPalClient } | undefined;
  const paypal = (): PayPalClient => {
    const baseUrl = paypalTarget.baseUrl;
    if (!baseUrl) throw new AppError('unavailable', 'Payments are not available yet. Please try again in a moment.');
    if (paypalClient?.baseUrl !== baseUrl) {
      paypalClient = {
        baseUrl,
        client: createPayPalClient({
          baseUrl,
          clientId: config.paypal.clientId,
          clientSecret: config.paypal.clientSecret,
        }),
      };
    }
    return paypalClient.client;
  };
  const taxFor = createTaxFor(db);
  const payments = createPaymentService({
    db,
    paypal,
    cart,
    discounts,
    orders,
    customOrders,
    invoices,
    taxFor,
    notices,
    shop,
    publicUrl: config.publicUrl,
    linkSecret,
    testMode: config.paypal.mode === 'test',
    log,
  });
  const statements = createStatements({ db, shop, receivables, payments });

  return {
    /** Files no public path reads (tax certificates, import and export files): each served by its owner's route. */
    privateStore,
    // Every background task runs on the job engine (server/jobs; registered and started in workers.ts).
    jobs: createJobEngine({ db, log, pollMs: config.jobs.pollMs }),
    outbox: createOutboxWorker({
      db,
      transport: mailTransport,
      // MAIL_FROM when set; else the shop's name and sales address in effect (the owner's Settings).
      // Quoted: a name with a comma ("Fairway Pins, LLC") would otherwise read as two addresses.
      from: config.mail.fromGiven
        ? config.mail.from
        : () => `"${shop.name.replace(/["\\]/g, '')}" <${shop.salesEmail}>`,
      messageIdDomain: new URL(config.publicUrl).hostname,
      log,
      onFailed: (tx, message) => notices.emailFailed(tx, message),
      attachment: mailAttachment,
    }),
    sessions: createSessionService(db, { listen: listenForSessionChanges(handle, log) }),
    settings,
    shopProfile,
    notices,
    pricing,
    accounts: createAccountService(db, { mailer: { shop, publicUrl: config.publicUrl } }),
    catalog,
    cart,
    discounts,
    customOrders,
    uploads,
    quotes: createQuoteService({
      db,
      uploads,
      shop,
      publicUrl: config.publicUrl,
      preparedOrders: createPreparedOrders({ db, secret: linkSecret, now: () => new Date() }),
      notices,
      prices,
    }),
    blog: createBlogService({
      handle,
      log,
      cookieSecret: config.sessionSecret,
      secureCookies: config.publicUrl.startsWith('https://'),
    }),
    marketing: createMarketingService({ db, shop, publicUrl: config.publicUrl }),
    campaigns: createCampaignService({
      db,
      mail: campaignMail,
      discounts,
      catalog,
      uploads,
      ratePerSecond: config.campaigns.ratePerSecond,
      now,
    }),
    campaignDispatcher: createCampaignDispatcher({ db, mail: campaignMail, discounts, catalog, log, now }),
    contacts: createContactService({ db, shop, now }),
    suppressions: createSuppressionService({ db, linkSecret }),
    media: createMediaService({
      publicDir: path.join(projectRoot, 'public'),
      uploads: store,
      cacheDir: path.join(config.dataDir, 'cache', 'img'),
    }),
    orders,
    invoices,
    analytics: createAnalyticsService({
      db,
      testMode: config.paypal.mode === 'test',
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      log,
    }),
    paypalTarget,
    paypal,
    receivables,
    // Payment reminders as a job: each instance looks for due ones every REMINDER_CHECK_SECONDS.
    reminders: createReminderJob({
      db,
      lines: {
        openLines: (at) => receivables.openLines(at),
        // The line read again in the reminder's own transaction: paid or cancelled meanwhile, it gets none.
        orderSchedule: (tx, owner, at) =>
          createReceivablesService({ ...receivablesDeps, db: tx }).orderSchedule(owner, at),
      },
      cadence: () => settings.get('reminder_cadence'),
      shop,
      now,
      pollMs: config.reminders.checkMs,
    }),
    payments,
    statements,
    reviews: createReviewService({ handle, uploads, linkSecret, now, log }),
    // Sales tax: the owner's rates and taxable items, the customers' certificates, the one call the amounts use.
    tax: {
      settings: createTaxSettings({ db, now }),
      certificates: createTaxCertificates({ db, uploads, privateFiles, now }),
      taxFor,
      // Certificate expiry notices, looked for as often as payment reminders (REMINDER_CHECK_SECONDS).
      expiryNotices: createCertificateExpiryJob({
        db,
        shop,
        publicUrl: config.publicUrl,
        now,
        pollMs: config.reminders.checkMs,
      }),
    },
    // Follow-ups as a job: checkouts left at PayPal and quotes not paid, looked for every FOLLOWUP_CHECK_SECONDS.
    followups: createFollowupJob({
      db,
      settings,
      shop,
      publicUrl: config.publicUrl,
      linkSecret,
      cart,
      preparedOrders: createPreparedOrders({ db, secret: linkSecret, now }),
      now,
      pollMs: config.followups.checkMs,
    }),
    // The tournament calendar as a job: each organiser's step on its day, looked for every TOURNAMENT_CHECK_SECONDS.
    tournaments: createTournamentJob({
      db,
      settings,
      discounts,
      mail: campaignMail,
      now,
      pollMs: config.tournaments.checkMs,
    }),
    // Review requests as a job: each instance looks for arrived orders every REVIEW_CHECK_SECONDS.
    reviewRequests: createReviewRequestJob({
      db,
      shop,
      publicUrl: config.publicUrl,
      linkSecret,
      now,
      pollMs: config.reviews.checkMs,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
