/**
 * Flag cookies: a name set to `1` that says one thing about the browser and identifies nobody (the promotion banner
 * dismissed, a cart session). Read from a request's Cookie header by the loaders that render differently for them.
 */

/** How long a flag cookie lasts, in seconds (Max-Age). */
export const ONE_YEAR_SECONDS = 31_536_000;

/** True when the Cookie header carries `name=1` (any other value is no flag). */
export function hasCookieFlag(cookieHeader: string | null | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trim() === `${name}=1`);
}
