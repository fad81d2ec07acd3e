import fastifyCookie, { sign, unsign } from '@fastify/cookie';

/** Which posts this browser session has already been counted for (a signed session cookie). */
export const VIEWED_POSTS_COOKIE = 'pinshop_viewed';
/** Enough for any reader; the oldest ids drop off so the cookie stays small (about 600 bytes at most). */
const MAX_REMEMBERED = 100;

export interface ViewedPostsCookie {
  /** The post ids in the request's cookie; an absent, tampered or malformed cookie reads as none. */
  read(cookieHeader: string | null | undefined): number[];
  /** A Set-Cookie header value remembering `ids` until the browser closes. */
  serialize(ids: readonly number[]): string;
}

/**
 * Signed with the app's cookie secret in the format of @fastify/cookie, so the API route and the page
 * loader (which sees a plain Web Request, not Fastify's request) read and write the same cookie.
 */
export function createViewedPostsCookie(options: { secret: string; secure: boolean }): ViewedPostsCookie {
  return {
    read(cookieHeader) {
      if (!cookieHeader) return [];
      const raw = fastifyCookie.parse(cookieHeader)[VIEWED_POSTS_COOKIE];
      if (!raw) return [];
      const unsigned = unsign(raw, options.secret);
      if (!unsigned.valid || !unsigned.value) return [];
      return unsigned.value
        .split('.')
        .filter((part) => /^\d{1,9}$/.test(part))
        .map(Number);
    },
    serialize(ids) {
      const value = [...new Set(ids)].slice(-MAX_REMEMBERED).join('.');
      return fastifyCookie.serialize(VIEWED_POSTS_COOKIE, sign(value, options.secret), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
      });
    },
  };
}
