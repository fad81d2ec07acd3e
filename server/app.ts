import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/accounts';
import { analyticsRoutes } from './modules/analytics';
import { auditRoutes } from './modules/audit';
import { createJobAdmin, jobRoutes } from './jobs';
import {
  createAttentionService,
  attentionRoutes,
  dashboardRoutes,
  createDashboardService,
  mailboxRoutes,
  createMailboxService,
} from './modules/dashboard';
import { blogRoutes } from './modules/blog';
import { cartRoutes, reorderRoutes, createReorderService } from './modules/cart';
import { catalogRoutes, productAdminRoutes, createProductAdminService } from './modules/catalog';
import { discountRoutes } from './modules/discounts';
import { healthRoutes } from './modules/health';
import {
  audienceRoutes,
  bounceRoutes,
  fetchCertificateOverHttps,
  type CertificateFetcher,
  marketingRoutes,
  campaignRoutes,
  unsubscribeRoutes,
  createContactNotes,
} from './modules/marketing';
import { mediaRoutes } from './modules/media';
import { createNotificationSettings, notificationRoutes } from './modules/notifications';
import {
  customOrderRoutes,
  customOrderDetailsRoutes,
  savedDesignRoutes,
  createSavedDesignService,
} from './modules/custom-orders';
import {
  createCreditLimits,
  orderAdminRoutes,
  orderDetailsRoutes,
  createOrderDetailsEdit,
  orderRoutes,
} from './modules/orders';
import { createCustomerActions, customerRoutes, createCustomerService } from './modules/customers';
import { invoiceRoutes } from './modules/invoices';
import { receivablesRoutes } from './modules/receivables';
import { createReportsService, reportRoutes } from './modules/reports';
import { bulkRoutes, createBulkJobs } from './modules/exports';
import { statementRoutes } from './modules/statements';
import { createReminderAdmin, reminderRoutes } from './modules/reminders';
import { cartLinkRoutes, createCartLinks, createFollowupAdmin, followupRoutes } from './modules/followups';
import { createTournamentAdmin, tournamentRoutes } from './modules/tournaments';
import { reviewRoutes } from './modules/reviews';
import { paymentRoutes, refundRoutes } from './modules/payments';
import { createStandInRoutes } from './integrations/paypal/stand-in/stand-in';
import { pricingRoutes } from './modules/pricing';
import { quoteRoutes } from './modules/quotes';
import { seoRoutes, createSeoService } from './modules/seo';
import { createDemoData, shopSettingsRoutes } from './modules/settings';
import { taxRoutes } from './modules/tax';
import { uploadRoutes } from './modules/uploads';
import { appBuildDir } from './paths';
import adminGuardPlugin from './plugins/admin-guard';
import errorsPlugin from './plugins/errors';
import metricsPlugin from './plugins/metrics';
import requestLogPlugin from './plugins/request-log';
import multipartPlugin from './plugins/multipart';
import noStorePlugin from './plugins/no-store';
import nulBytesPlugin from './plugins/nul-bytes';
import openapiPlugin from './plugins/openapi';
import reactRouterPlugin from './plugins/react-router';
import securityPlugin from './plugins/security';
import underPressurePlugin from './plugins/under-pressure';
import { COMPRESS_OPTIONS } from './plugins/static-assets';
import sessionPlugin from './plugins/session';
import cartSessionPlugin from './plugins/cart-session';
import { loaderServices } from './load-context';
import { pageRenderTurns, requestTurns } from './loop-turns';
import { createServices, type Services } from './services';
import { backgroundWorkers } from './workers';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Pages: 'production' serves the build, 'development' runs Vite; tests of the API alone use 'none'. */
  pages?: 'production' | 'development' | 'none';
  buildDir?: string;
  /**
   * Test mode only: a PayPal stand-in already running elsewhere (tests). Without it the app mounts its own
   * stand-in at /__paypal and main.ts points the client at it once the server listens.
   */
  paypalBaseUrl?: string;
  /** Where the JSON log lines go (stdout when absent): tests read them. */
  logStream?: { write(line: string): void };
  /** What time it is for the payment schedule (receivables): tests move it on; the wall clock when absent. */
  now?: () => Date;
  /** Fetches Amazon SNS signing certificates (bounce webhooks): https when absent; tests serve a test certificate. */
  snsCertificateFetcher?: CertificateFetcher;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
}

export type App = FastifyInstance & {
  services: Services;
  registeredRoutes: RegisteredRoute[];
  startWorkers(): void;
};

/** The Fastify instance used by main.ts and by every test. Boot order: outside plugins, ours, routes. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // One line per request instead of Fastify's two (plugins/request-log.ts: id, user, route, status, time).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback hook: an async one costs a promise and a microtask on every answer. done() keeps the payload.
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Every route we register, so a test can check that the OpenAPI document lists them all.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && route.prefixTrailingSlash) continue;
      // Read when asked: a plugin's own onRoute hook (after this one) may still hide the route.
      registeredRoutes.push({
        method,
        url: route.url,
        get hidden() {
          return Boolean(route.schema?.hide);
        },
      });
    }
  });
  app.decorate('registeredRoutes', registeredRoutes);

  const services = createServices(database, config, app.log, deps.now);
  app.decorate('services', services);
  // The owner's saved name, addresses and links, read before the first request and again when over a second old
  // (another instance may have saved them): modules/settings/shop-profile.ts.
  await services.shopProfile.reload();
  // The owner's price table: version 1 (today's prices) stored when the database has none.
  await services.pricing.seed();
  // Requests take turns with the event loop (decision 059): the first hook, so one that waits has done nothing yet.
  app.addHook('onRequest', (_request, _reply, done) => requestTurns.admit(done));
  app.addHook('onRequest', (_request, _reply, done) => {
    const checking = services.shopProfile.refreshIfStale();
    if (!checking) return done();
    // A failed read keeps the values in effect (the request's own database work reports any outage).
    checking.then(
      () => done(),
      () => done(),
    );
  });
  // Background work (server/workers.ts): main.ts starts it once the database is migrated; tests drive it by hand.
  const workers = backgroundWorkers(app, services, config);
  app.decorate('startWorkers', workers.start);
  app.addHook('onClose', workers.stop);

  await app.register(errorsPlugin, { shop: services.shopProfile.shop });
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin, { database, token: config.metricsToken });
  await app.register(underPressurePlugin, config.underPressure);
  await app.register(nulBytesPlugin);
  await app.register(noStorePlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(compress, COMPRESS_OPTIONS);
  await app.register(multipartPlugin);
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    strictCsp: deps.pages !== 'development',
    https: config.publicUrl.startsWith('https://'),
    redisUrl: config.redisUrl,
    allowPayPal: config.paypal.mode !== 'test',
  });
  // Cookies are Secure when customers reach the shop over https.
  const secureCookies = config.publicUrl.startsWith('https://');
  await app.register(sessionPlugin, { sessions: services.sessions, secure: secureCookies });
  await app.register(cartSessionPlugin, { secret: config.sessionSecret });
  await app.register(adminGuardPlugin);
  await app.register(openapiPlugin, { shopName: config.shop.name, publicUrl: config.publicUrl });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(accountRoutes, { accounts: services.accounts });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(productAdminRoutes, {
    products: createProductAdminService({ db: database.db, uploads: services.uploads }),
  });
  await app.register(cartRoutes, { cart: services.cart, secureCookies });
  await app.register(discountRoutes, { discounts: services.discounts });
  await app.register(mediaRoutes, { media: services.media });
  await app.register(uploadRoutes, { uploads: services.uploads, db: database.db });
  await app.register(quoteRoutes, { quotes: services.quotes });
  await app.register(pricingRoutes, { pricing: services.pricing });
  await app.register(blogRoutes, { blog: services.blog });
  await app.register(marketingRoutes, { marketing: services.marketing });
  await app.register(campaignRoutes, { campaigns: services.campaigns });
  await app.register(audienceRoutes, { contacts: services.contacts, suppressions: services.suppressions });
  await app.register(unsubscribeRoutes, { suppressions: services.suppressions });
  await app.register(bounceRoutes, {
    db: database.db,
    mail: config.mail,
    fetchCertificate: deps.snsCertificateFetcher ?? fetchCertificateOverHttps,
  });
  await app.register(seoRoutes, {
    seo: createSeoService({
      catalog: services.catalog,
      blog: services.blog,
      publicUrl: config.publicUrl,
      shop: services.shopProfile.shop,
    }),
  });
  await app.register(customOrderRoutes, {
    customOrders: services.customOrders,
    orderForDeposit: (depositPaymentId) => services.payments.customOrderForDeposit(depositPaymentId),
  });
  await app.register(savedDesignRoutes, {
    designs: createSavedDesignService({
      db: database.db,
      uploads: services.uploads,
      customOrders: services.customOrders,
    }),
  });
  await app.register(reorderRoutes, {
    reorder: createReorderService({ db: database.db, cart: services.cart, orders: services.orders }),
  });
  await app.register(orderRoutes, { orders: services.orders });
  await app.register(orderAdminRoutes, { orders: services.orders });
  await app.register(customOrderDetailsRoutes, { customOrders: services.customOrders });
  await app.register(orderDetailsRoutes, {
    details: createOrderDetailsEdit({
      db: database.db,
      now: () => new Date(),
      customOrders: services.customOrders,
      adminOrder: services.orders.adminOrder,
    }),
  });
  await app.register(invoiceRoutes, { invoices: services.invoices });
  await app.register(receivablesRoutes, { receivables: services.receivables, publicUrl: config.publicUrl });
  await app.register(reportRoutes, {
    reports: createReportsService({
      db: database.db,
      testMode: config.paypal.mode === 'test',
      now: deps.now ?? (() => new Date()),
    }),
    publicUrl: config.publicUrl,
  });
  const { jobs, privateStore } = services;
  const bulk = createBulkJobs({
    db: database.db,
    jobs,
    store: privateStore,
    linkSecret: config.sessionSecret,
    now: deps.now,
  });
  await app.register(bulkRoutes, { bulk });
  await app.register(statementRoutes, { statements: services.statements });
  await app.register(auditRoutes, { db: database.db });
  await app.register(jobRoutes, { jobs: createJobAdmin(database.db, deps.now) });
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService({ db: database.db, testMode: config.paypal.mode === 'test' }),
  });
  await app.register(attentionRoutes, { attention: createAttentionService({ db: database.db }) });
  const customers = createCustomerService({ db: database.db, testMode: config.paypal.mode === 'test' });
  await app.register(customerRoutes, {
    customers,
    actions: createCustomerActions({
      db: database.db,
      shop: services.shopProfile.shop,
      customers,
      suppressions: services.suppressions,
      notes: createContactNotes({ db: database.db }),
      credit: createCreditLimits({ db: database.db }),
    }),
  });
  await app.register(reminderRoutes, {
    reminders: createReminderAdmin({ db: database.db, settings: services.settings }),
  });
  await app.register(followupRoutes, {
    followups: createFollowupAdmin({ db: database.db, settings: services.settings }),
  });
  await app.register(cartLinkRoutes, {
    links: createCartLinks({
      db: database.db,
      secret: config.sessionSecret,
      cart: services.cart,
      now: deps.now ?? (() => new Date()),
    }),
    secureCookies,
  });
  await app.register(tournamentRoutes, {
    tournaments: createTournamentAdmin({
      db: database.db,
      settings: services.settings,
      now: deps.now ?? (() => new Date()),
    }),
  });
  await app.register(reviewRoutes, { reviews: services.reviews });
  await app.register(taxRoutes, { settings: services.tax.settings, certificates: services.tax.certificates });
  await app.register(notificationRoutes, {
    notificationSettings: createNotificationSettings({
      db: database.db,
      settings: services.settings,
      shop: services.shopProfile.shop,
    }),
  });
  await app.register(shopSettingsRoutes, {
    shopProfile: services.shopProfile,
    demoData: createDemoData(database.db),
  });
  await app.register(mailboxRoutes, { mailbox: createMailboxService(database.db) });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(paymentRoutes, {
    payments: services.payments,
    paypalMode: config.paypal.mode,
    paypalClientId: config.paypal.clientId,
    verifyWebhook: async (headers, rawEvent) => {
      const webhookId = config.paypal.webhookId;
      if (!webhookId) return false;
      return services.paypal().verifyWebhook({ webhookId, headers, rawEvent });
    },
  });
  await app.register(refundRoutes, { refunds: services.payments.refunds });
  if (config.paypal.mode === 'test') {
    // A stand-in already running elsewhere (tests, or PAYPAL_STAND_IN_URL: its own process) or the shop's own.
    const standInUrl = deps.paypalBaseUrl ?? config.paypal.standInUrl;
    if (standInUrl) {
      services.paypalTarget.baseUrl = standInUrl;
    } else {
      // Test mode: the shop's own stand-in, reached over loopback like any PayPal server.
      const internal = () => services.paypalTarget.baseUrl?.replace(/\/__paypal$/, '') ?? '';
      await app.register(
        createStandInRoutes({
          clientId: config.paypal.clientId,
          clientSecret: config.paypal.clientSecret,
          publicBaseUrl: `${config.publicUrl}/__paypal`,
          webhook: { url: () => `${internal()}/api/paypal/webhook`, id: config.paypal.webhookId },
          // The switches change every buyer's payments: only under NODE_ENV=test or PAYPAL_STAND_IN_FAULTS=1.
          testRoutes: config.paypal.testSwitches,
        }),
        { prefix: '/__paypal' },
      );
    }
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) }, async (request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );

  const pages = deps.pages ?? 'none';
  if (pages !== 'none') {
    // Built once: the loaders' read services are the same for every page request.
    const loaders = loaderServices(services);
    await app.register(reactRouterPlugin, {
      mode: pages,
      buildDir: deps.buildDir ?? appBuildDir,
      hotReload: config.nodeEnv !== 'test',
      getLoadContext: (request, reply) => ({
        cspNonce: reply.scriptNonce,
        shop: services.shopProfile.snapshot(),
        publicUrl: config.publicUrl,
        user: request.user,
        requestId: request.id,
        services: loaders,
        takeLoopTurn: pageRenderTurns.take,
      }),
    });
  }

  await app.ready();
  return app as unknown as App;
}
