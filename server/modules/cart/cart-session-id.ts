/**
 * The anonymous cart's id (X-Session-Id) is issued by the server: 128 random bits and an HMAC of them under the
 * shop's secret (44 characters, base64url). The server tells its own ids from any other string, so a client cannot
 * pick one (all zeros, or another visitor's guessed id): a made-up id is refused.
 */
import { randomBytes } from 'node:crypto';
import { sameSecret, signLink } from '../../link-signing';

const RANDOM_CHARS = 22;
const MAC_CHARS = 22;
export const CART_SESSION_ID_LENGTH = RANDOM_CHARS + MAC_CHARS;

export const CART_SESSION_MESSAGES = {
  notIssued: 'This cart was not started by the shop. Reload the page to start a new cart.',
} as const;

const mac = (secret: string, random: string) => signLink(secret, `cart-session:${random}`).slice(0, MAC_CHARS);

/** A new cart id, signed under `secret`. */
export function issueCartSessionId(secret: string): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}${mac(secret, random)}`;
}

/** Whether `id` is one this shop issued. */
export function isIssuedCartSessionId(secret: string, id: string): boolean {
  if (id.length !== CART_SESSION_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(id)) return false;
  const random = id.slice(0, RANDOM_CHARS);
  return sameSecret(id.slice(RANDOM_CHARS), mac(secret, random));
}
