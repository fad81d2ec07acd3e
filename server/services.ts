import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createSessionService } from './modules/accounts/session.service';
import { createCartService } from './modules/cart/cart.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createDiscountService } from './modules/discounts/discounts.service';

/** Every module's service, built once per app and handed to routes and (through the load context) to loaders. */
export function createServices(handle: DatabaseHandle, _config: Config) {
  const { db } = handle;
  return {
    sessions: createSessionService(db),
    catalog: createCatalogService(db),
    cart: createCartService(db),
    discounts: createDiscountService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
