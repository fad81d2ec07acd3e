/**
 * The signed-in user a page was rendered for: a value of each response, like the CSP nonce, not loader data
 * (docs/decisions/051-signed-in-pages-from-the-render-cache.md). The server renders the page inside
 * RenderedUserContext and writes the same user into the page as a script (renderedUserScript) that runs before the
 * app, so hydration shows the same header. Loader data then holds nothing of the user, and a signed-in customer's page
 * can come from the render cache with their name filled in (app/render-cache.server.ts).
 */
import { createContext, useContext } from 'react';
import type { PublicUser } from '../../core/schemas/accounts';

declare global {
  interface Window {
    /** Written by the page's script before the app loads (renderedUserScript). */
    __pinshopUser?: PublicUser | null;
  }
}

/** The server's render of a page: the user it is for (null signed out). The browser has no provider. */
export const RenderedUserContext = createContext<PublicUser | null>(null);

/** The user the server rendered this page for: the context on the server, the page's script in the browser. */
export function useRenderedUser(): PublicUser | null {
  const onServer = useContext(RenderedUserContext);
  return typeof window === 'undefined' ? onServer : (window.__pinshopUser ?? null);
}

/**
 * The script's text: the user as JSON, safe inside <script> (no `</script>`, no line separators JavaScript reads as
 * line ends).
 */
export function renderedUserScript(user: PublicUser | null): string {
  const json = JSON.stringify(
    user && {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      needsTotpEnrolment: user.needsTotpEnrolment,
    },
  );
  return `window.__pinshopUser=${json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}`;
}
