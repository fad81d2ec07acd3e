/**
 * The browser's copy of the session: the signed-in user and the cart. The header, the cart drawer and every page
 * read them here, so the shell loads no data-fetching library (decision 019). Each is a small external store
 * read with useSyncExternalStore; a write (sign-in, sign-out, an add to cart, a payment) sets or refreshes it and
 * every reader renders again.
 *
 * Browser only: on the server there is no module state to share between visitors. The server render reads the user
 * the page is rendered for (app/lib/rendered-user; the same value seeds the browser's store before hydration) and
 * shows the cart as loading.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { PublicUser } from '../../core/schemas/accounts';
import type { CartItemDto } from '../../core/schemas/cart';
import { apiData } from './api';
import { createStore } from './external-store';
import { useRenderedUser } from './rendered-user';
import { hasSessionId } from './session-id';
import { shopApi } from './shop-api';

// ---- The user -------------------------------------------------------------------------------------------------

/** undefined: not known yet (the first render has not seeded it). */
const userStore = createStore<PublicUser | null | undefined>(undefined);

/** The signed-in user (null when signed out); `isPending` until known. */
export function useCurrentUser(): { data: PublicUser | null | undefined; isPending: boolean } {
  const rendered = useRenderedUser();
  // The store starts as the server rendered the page, so hydration sees the same header.
  if (typeof window !== 'undefined' && userStore.get() === undefined) {
    userStore.set(rendered);
  }
  const user = useSyncExternalStore(userStore.subscribe, userStore.get, () => rendered);
  return { data: user, isPending: user === undefined };
}

/** The user as last known in this browser (undefined before the first render). */
export function currentUser(): PublicUser | null | undefined {
  return userStore.get();
}

/** After a sign-in, a registration, a password reset (the user) or a sign-out (null). */
export function setCurrentUser(user: PublicUser | null): void {
  userStore.set(user);
}

/** GET /api/auth/user again (an e-mail verified, 2FA turned on, the session may have ended); errors keep the old. */
export function refreshCurrentUser(): Promise<void> {
  return userStore.fetch(
    () => shopApi.currentUser(),
    () => {
      // Offline or a server hiccup: keep what the page shows.
    },
  );
}

// ---- The cart -------------------------------------------------------------------------------------------------

export interface CartState {
  /** The lines; undefined until the first answer. */
  data: CartItemDto[] | undefined;
  isPending: boolean;
  /** The last fetch failed and there is nothing to show. */
  isError: boolean;
}

const LOADING: CartState = { data: undefined, isPending: true, isError: false };
const cartStore = createStore<CartState>(LOADING);
let cartRequested = false;

function loadedCart(data: CartItemDto[]): CartState {
  return { data, isPending: false, isError: false };
}

/** GET /api/cart for this browser's session; the header badge, the drawer and checkout render the answer. */
export function refreshCart(): Promise<void> {
  cartRequested = true;
  // No session id yet: this browser has never had a cart, so it is empty without asking (and no id is made only to
  // read it). The first add makes the id.
  if (!hasSessionId()) {
    cartStore.set(loadedCart([]));
    return Promise.resolve();
  }
  return cartStore.fetch(
    async () => loadedCart(await shopApi.cart()),
    () => {
      const { data } = cartStore.get();
      // A failed refresh keeps lines already shown; with none, the drawer offers to try again.
      cartStore.set(data ? { data, isPending: false, isError: false } : { data, isPending: false, isError: true });
    },
  );
}

const EMPTY: CartState = loadedCart([]);

/**
 * This browser's cart, fetched once when first read (the session id lives in localStorage). The server renders it as
 * loading, or as empty when `knownEmpty` (the request says this browser never had a cart: core/cart-session-cookie);
 * hydration renders the same, and the browser's own state follows at once.
 */
export function useCart(knownEmpty = false): CartState & { refetch: () => Promise<void> } {
  const state = useSyncExternalStore(cartStore.subscribe, cartStore.get, () => (knownEmpty ? EMPTY : LOADING));
  useEffect(() => {
    if (!cartRequested) void refreshCart();
  }, []);
  return { ...state, refetch: refreshCart };
}

/**
 * Adopts the cart of the abandoned-checkout e-mail's link (GET /api/cart/link): the server answers its lines and its
 * session id, which apiRequest keeps as this browser's (as a new cart's). Its answer wins over a read of the old cart
 * still on its way, and no read starts meanwhile. Refused (forged, expired, paid), this browser's own cart is read
 * again and the refusal thrown.
 */
export async function openCartLink(token: string): Promise<void> {
  cartRequested = true;
  try {
    setCart(await apiData<CartItemDto[]>('GET', `/api/cart/link?cart=${encodeURIComponent(token)}`));
  } catch (error) {
    await refreshCart();
    throw error;
  }
}

/** The cart as this browser last saw it (undefined until loaded). */
export function currentCart(): CartItemDto[] | undefined {
  return cartStore.get().data;
}

/** The server's answer that replaces the lines (a reorder answers the new cart; a paid order empties it). */
export function setCart(items: CartItemDto[]): void {
  cartStore.set(loadedCart(items));
}

/**
 * An edit shown before the server answers (a quantity change): answers of fetches already on their way are dropped
 * so they cannot bring back the old lines; nothing happens before the cart has loaded.
 */
export function editCart(edit: (items: CartItemDto[]) => CartItemDto[]): void {
  cartStore.dropPending();
  const { data } = cartStore.get();
  if (data) cartStore.set(loadedCart(edit(data)));
}
