/**
 * The balance payment link (/balance-payment/{token}) of a custom order. The token is an HMAC of the order and the
 * link's version under the shop's secret, so the server can rebuild the live link whenever the owner asks for it and
 * the database keeps only the token's SHA-256 hash (as for order status links). A link expires (30 days after it
 * is issued) and issuing a new one (the version goes up) ends the old one.
 */
import { signLink } from '../../link-signing';
import { tokenHash } from '../../order-links';

export const BALANCE_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Where the owner lands when the order's link cannot be used (expired, or issued before links were rebuildable): no
 * link has this token, so the page answers "Payment Link Not Found" and tells them to ask support for a new one.
 */
export const EXPIRED_BALANCE_LINK_PATH = '/balance-payment/expired';

/**
 * The balance is still owed: no balance payment came in and the order has one to pay (an order paid in full at the
 * deposit step has none: no link, no balance e-mail).
 */
export function isBalanceUnpaid(order: { balancePaymentId: string | null; remainingBalanceCents: number }): boolean {
  return order.balancePaymentId === null && order.remainingBalanceCents > 0;
}

export function balanceLinkToken(secret: string, customOrderId: number, version: number): string {
  return signLink(secret, `balance-link:${customOrderId}:${version}`);
}

export function balancePaymentPath(token: string): string {
  return `/balance-payment/${token}`;
}

export interface BalanceLinkState {
  id: number;
  balanceLinkVersion: number;
  balanceLinkTokenHash: string | null;
  balanceLinkExpiresAt: Date | null;
}

/** The order's link, rebuilt from its version, while it is live; null when it expired or cannot be rebuilt. */
export function liveBalanceLinkToken(secret: string, order: BalanceLinkState, now: Date): string | null {
  if (!order.balanceLinkTokenHash || !order.balanceLinkExpiresAt || order.balanceLinkExpiresAt <= now) return null;
  const token = balanceLinkToken(secret, order.id, order.balanceLinkVersion);
  // A link carried over from the plaintext column (version 0) was random: its hash matches no rebuilt token.
  return tokenHash(token) === order.balanceLinkTokenHash ? token : null;
}

/** The columns of a new link (version `version`), as stored: the hash and the expiry, never the token. */
export function balanceLinkColumns(secret: string, customOrderId: number, version: number, now: Date, ttlMs: number) {
  return {
    balanceLinkVersion: version,
    balanceLinkTokenHash: tokenHash(balanceLinkToken(secret, customOrderId, version)),
    balanceLinkExpiresAt: new Date(now.getTime() + ttlMs),
  };
}
