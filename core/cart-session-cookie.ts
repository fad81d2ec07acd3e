/**
 * A cookie that says only "this browser has a cart session" (`cart_session=1`), never which one: the session id itself
 * stays in the browser's localStorage (shopper-spec section 1) and travels as X-Session-Id. The cart's API sets it on
 * every answer to a cart call (HttpOnly: no script needs it), and the checkout's loader reads it, so the checkout of a
 * browser that never had a cart is rendered as the empty cart at once instead of a skeleton that waits for the
 * scripts (/checkout's largest paint was the empty cart's notice, drawn after hydration).
 *
 * A missing or stale flag costs nothing but a moment: without it the page starts as the empty cart and shows the lines
 * once the browser has read them (and the read sets the flag); with it and no stored id, the skeleton gives way to the
 * empty cart.
 */

import { hasCookieFlag, ONE_YEAR_SECONDS } from './cookie-flag';

export const CART_SESSION_COOKIE = 'cart_session';

/** True when a request's Cookie header carries the flag. */
export function hasCartSessionCookie(cookieHeader: string | null | undefined): boolean {
  return hasCookieFlag(cookieHeader, CART_SESSION_COOKIE);
}

/** The Set-Cookie value that sets (and renews for a year) the flag; Secure when the shop is served over https. */
export function cartSessionSetCookie(secure: boolean): string {
  return `${CART_SESSION_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
