/**
 * The shop's name, contacts, location and flat shipping rate, as the owner's Settings (the server's SHOP_NAME,
 * SALES_EMAIL, SUPPORT_EMAIL, SHOP_LOCATION winning) hand them to the root loader: every page reads them here instead of each route loading them again.
 */
import { useRouteLoaderData } from 'react-router';
import { SHIPPING_CENTS } from '../../core/constants';
import type { ShopIdentity } from '../../server/config';

export type Shop = ShopIdentity;

/** The part of the root loader's data read here (app/root.tsx's loader `satisfies` it). */
export interface RootShopData {
  shop: Shop;
}

/** Shown when the root loader itself failed (an error page), so the shell can still render. */
export const FALLBACK_SHOP: Shop = {
  name: 'Pinshop Golf Pins',
  salesEmail: 'sales@pinshop.example',
  supportEmail: 'support@pinshop.example',
  location: 'Newport Beach, CA',
  shippingCents: SHIPPING_CENTS,
};

export function useShop(): Shop {
  return useRouteLoaderData<RootShopData>('root')?.shop ?? FALLBACK_SHOP;
}

/** For a route's `meta`, where hooks cannot run: the shop from the root route's match. */
export function metaShop(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Shop {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  return hasShop(root) ? root.shop : FALLBACK_SHOP;
}

function hasShop(data: unknown): data is RootShopData {
  return typeof data === 'object' && data !== null && 'shop' in data && typeof data.shop === 'object' && !!data.shop;
}
