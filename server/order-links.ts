import { createHash } from 'node:crypto';
import { signLink } from './link-signing';

export type OrderKind = 'regular' | 'custom';

/**
 * The token of an order's status link: an HMAC of the order under the shop's secret (256 bits, unguessable),
 * so every e-mail about the order can carry the same link; the database keeps only its SHA-256 hash.
 */
export function orderAccessToken(secret: string, kind: OrderKind, id: number): string {
  return signLink(secret, `order-link:${kind}:${id}`);
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function orderStatusPath(secret: string, kind: OrderKind, id: number): string {
  return `/orders/${id}?token=${orderAccessToken(secret, kind, id)}`;
}
