/**
 * The shop's permanent redirects (old address: new address). The routes answer them keeping the query string, so a
 * campaign's UTM tags survive, and campaign e-mails link straight to the new address.
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/products': '/wholesale',
};

/** Where `pathname` ends up (itself when it does not move). */
export function finalPath(pathname: string): string {
  return PERMANENT_REDIRECTS[pathname] ?? pathname;
}

/** The address a redirect goes to: the new path with the request's own query string (UTM tags included). */
export function redirectTarget(to: string, requestUrl: string | URL): string {
  return `${to}${new URL(requestUrl).search}`;
}
