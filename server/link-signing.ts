/**
 * The signed values of the links the shop sends (order status, balance and invoice pay links, prepared designer
 * orders): an HMAC-SHA256 of what the link is for under the shop's secret, unguessable and nothing to store.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function signLink(secret: string, subject: string): string {
  return createHmac('sha256', secret).update(subject).digest('base64url');
}

/** Compares a value a visitor sent with the expected one in constant time, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
