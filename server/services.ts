import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createSessionService } from './modules/accounts/session.service';
import { createCartService } from './modules/cart/cart.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createDiscountService } from './modules/discounts/discounts.service';
import { createMediaService } from './modules/media/media.service';
import { createCustomOrderService } from './modules/custom-orders/custom-orders.service';
import { createQuoteService } from './modules/quotes/quotes.service';
import { createUploadService } from './modules/uploads/uploads.service';
import { createLocalFileStore } from './integrations/storage/file-store';
import { createFileTransport, createSmtpTransport } from './integrations/mail/transport';
import { createOutboxWorker } from './integrations/mail/worker';
import { projectRoot } from './paths';

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** Every module's service, built once per app and handed to routes and (through the load context) to loaders. */
export function createServices(handle: DatabaseHandle, config: Config, log?: Logger) {
  const { db } = handle;
  const mailTransport = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createFileTransport(path.join(config.dataDir, 'mail'));
  const discounts = createDiscountService(db);
  const uploads = createUploadService(createLocalFileStore(path.join(config.dataDir, 'uploads')));
  return {
    outbox: createOutboxWorker({
      db,
      transport: mailTransport,
      from: config.mail.from,
      messageIdDomain: new URL(config.publicUrl).hostname,
      log,
    }),
    sessions: createSessionService(db),
    catalog: createCatalogService(db),
    cart: createCartService(db),
    discounts,
    customOrders: createCustomOrderService({ db, uploads, discounts }),
    uploads,
    quotes: createQuoteService({ db, uploads, shop: config.shop, publicUrl: config.publicUrl }),
    media: createMediaService({
      publicDir: path.join(projectRoot, 'public'),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      cacheDir: path.join(config.dataDir, 'cache', 'img'),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
