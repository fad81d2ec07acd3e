/**
 * The owner's price table in effect, as the root loader hands it to every page (server/modules/pricing): the drawer
 * calculator and the designer price with it, the same table the server reprices with. The render cache keys on the
 * loaders' data, so a saved change shows on the next page at once.
 */
import { useRouteLoaderData } from 'react-router';
import type { PricesInEffect, PriceTable } from '../../core/pricing/price-table';
import { SEED_PRICE_TABLE } from '../../core/pricing/price-table-seed';

/** The part of the root loader's data read here (app/root.tsx's loader `satisfies` it). */
export interface RootPricesData {
  /** Null while the database cannot be read. */
  prices: PricesInEffect | null;
}

/**
 * The table in effect; the first version (the seed) only on an error page whose root loader failed, or while the
 * database is away (no order can be placed then: the server prices every order again).
 */
export function usePrices(): PriceTable {
  return useRouteLoaderData<RootPricesData>('root')?.prices?.table ?? SEED_PRICE_TABLE;
}
