import type { ProductDto } from '../core/schemas/catalog';
import type { QuotedOrder } from '../core/schemas/quoted-orders';
import type { ShopIdentity } from './config';
import type { CurrentUser } from './current-user';
import { findQuotedOrder } from './modules/custom-orders';
import type { UnsubscribeStatus } from './modules/marketing';
import type { Services } from './services';

/**
 * What loaders may call in-process: reads for the first HTML, in the API's shapes. Never PayPal, mail or a
 * write that moves money: those go through the REST API, where the guards, limits and audit live.
 */
export interface LoaderServices {
  catalog: {
    listProducts(): Promise<ProductDto[]>;
    findProduct(id: number): Promise<ProductDto | null>;
  };
  blog: Pick<Services['blog'], 'listPublished' | 'readPost'>;
  /** An order's status page by its signed link; an admin's page of one order (the packing slip, admin-checked first). */
  orders: Pick<Services['orders'], 'byStatusToken' | 'adminOrder'>;
  /** The order a quote's e-mailed link prices; null when the link is wrong, expired, replaced or paid. */
  quotes: { quotedOrder(signedId: string): Promise<QuotedOrder | null> };
  /** The proof page: the order, its versions and thread, for the owner, an admin or the link's token. */
  proofs: Pick<Services['customOrders']['proofs'], 'customerView'>;
  /** The unsubscribe page: the token's masked address and state, read only (mail scanners open links). */
  unsubscribe: { status(token: string): Promise<UnsubscribeStatus> };
  /** Published reviews (product pages and cards, /reviews) and what a review link opens. */
  reviews: Pick<Services['reviews'], 'productReviews' | 'productSummaries' | 'customReviews' | 'invitation'>;
  /** The owner's price table in effect (the root loader hands it to every page: app/lib/use-prices). */
  prices: Services['pricing']['current'];
}

export function loaderServices(services: Services): LoaderServices {
  const { catalog, blog, orders } = services;
  return {
    catalog: {
      // The API's snapshot: the same DTOs, built once per write to the catalogue.
      listProducts: async () => [...(await catalog.snapshot()).products],
      findProduct: async (id) => (await catalog.snapshot()).product(id)?.dto ?? null,
    },
    blog: { listPublished: blog.listPublished.bind(blog), readPost: blog.readPost.bind(blog) },
    orders: { byStatusToken: orders.byStatusToken.bind(orders), adminOrder: orders.adminOrder },
    quotes: { quotedOrder: (signedId) => findQuotedOrder(services.customOrders, signedId) },
    proofs: { customerView: services.customOrders.proofs.customerView },
    unsubscribe: { status: (token) => services.suppressions.status(token) },
    reviews: {
      productReviews: services.reviews.productReviews,
      productSummaries: services.reviews.productSummaries,
      customReviews: services.reviews.customReviews,
      invitation: services.reviews.invitation,
    },
    prices: services.pricing.current,
  };
}

/** What every loader receives from the server (in-process, never over HTTP). */
export interface PinshopLoadContext {
  cspNonce: string;
  shop: ShopIdentity;
  publicUrl: string;
  user: CurrentUser | null;
  /** The document request's id (its X-Request-Id), shown on error pages as the reference to quote. */
  requestId: string;
  services: LoaderServices;
  /** Asked before the page renders: its turn with the event loop (server/loop-turns.ts); undefined means now. */
  takeLoopTurn(): Promise<void> | undefined;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PinshopLoadContext {}
}
