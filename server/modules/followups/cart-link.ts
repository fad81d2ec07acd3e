/**
 * The abandoned-checkout e-mail's link back to the cart (/checkout?cart={token}), which works on any device: the
 * token names the cart session, the checkout left and the link's expiry, signed under the shop's secret
 * (server/link-signing.ts), so nothing is stored and a forged or edited token names no cart. Opened, it answers the
 * cart's lines and its session id (X-Session-Id, kept by the browser as a new cart session's is) while the cart
 * still holds pins and was not paid since.
 */
import { AppError } from '../../../core/errors';
import { CART_LINK_MESSAGES } from '../../../core/cart-link';
import type { CartItemDto } from '../../../core/schemas/cart';
import type { Database } from '../../db/client';
import { sameSecret, signLink } from '../../link-signing';
import { type CartService, CART_SESSION_ID_LENGTH, isIssuedCartSessionId, toCartItemDto } from '../cart';
import { cartPaidSince } from '../payments';

/** As long as the reminder makes sense: two weeks after it is sent (the e-mail says so). */
export const CART_LINK_DAYS = 14;
export const CART_LINK_TTL_MS = CART_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The expiry, in whole seconds since 1970, as 8 hex digits (good until 2106). */
const EXPIRY_CHARS = 8;
/** signLink's HMAC-SHA256 in base64url. */
const MAC_CHARS = 43;

const mac = (secret: string, body: string) => signLink(secret, `cart-link:${body}`);

export interface CartLinkSubject {
  sessionId: string;
  /** The checkout left that the reminder is about: a cart payment of the session from this one on spends the link. */
  paymentId: number;
  expiresAt: Date;
}

/** The token: the session id (44 characters), the expiry, the payment's id (base 36) and the signature. */
export function cartLinkToken(secret: string, subject: CartLinkSubject): string {
  const expiry = Math.floor(subject.expiresAt.getTime() / 1000)
    .toString(16)
    .padStart(EXPIRY_CHARS, '0');
  const body = `${subject.sessionId}${expiry}${subject.paymentId.toString(36)}`;
  return `${body}${mac(secret, body)}`;
}

/** What a token names, when the shop signed it and it has not expired at `now`; null otherwise. */
export function readCartLinkToken(secret: string, token: string, now: Date): CartLinkSubject | null {
  const body = token.slice(0, -MAC_CHARS);
  if (body.length <= CART_SESSION_ID_LENGTH + EXPIRY_CHARS) return null;
  if (!sameSecret(token.slice(-MAC_CHARS), mac(secret, body))) return null;
  const sessionId = body.slice(0, CART_SESSION_ID_LENGTH);
  const expiry = body.slice(CART_SESSION_ID_LENGTH, CART_SESSION_ID_LENGTH + EXPIRY_CHARS);
  const payment = body.slice(CART_SESSION_ID_LENGTH + EXPIRY_CHARS);
  if (!/^[0-9a-f]+$/.test(expiry) || !/^[0-9a-z]+$/.test(payment)) return null;
  if (!isIssuedCartSessionId(secret, sessionId)) return null;
  const expiresAt = new Date(Number.parseInt(expiry, 16) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { sessionId, paymentId: Number.parseInt(payment, 36), expiresAt };
}

export interface CartLinksDeps {
  db: Database;
  secret: string;
  cart: Pick<CartService, 'list'>;
  now: () => Date;
}

export function createCartLinks({ db, secret, cart, now }: CartLinksDeps) {
  return {
    /** The link's cart: its session id and lines. 404 for a forged, edited or expired token; 409 paid or emptied. */
    async open(token: string): Promise<{ sessionId: string; items: CartItemDto[] }> {
      const subject = readCartLinkToken(secret, token, now());
      if (!subject) throw new AppError('not_found', CART_LINK_MESSAGES.invalid);
      const lines = await cart.list(subject.sessionId);
      if (lines.length === 0 || (await cartPaidSince(db, subject.sessionId, subject.paymentId))) {
        throw new AppError('conflict', CART_LINK_MESSAGES.gone);
      }
      return { sessionId: subject.sessionId, items: lines.map(toCartItemDto) };
    },
  };
}

export type CartLinks = ReturnType<typeof createCartLinks>;
