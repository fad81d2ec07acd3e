/**
 * The review link of an order: /review/{kind}/{id}?token=..., the token an HMAC of the order under the shop's secret
 * (server/link-signing.ts), so nothing is stored and a forged or edited link names no order.
 */
import { AppError } from '../../../core/errors';
import { REVIEW_MESSAGES, type ReviewLink } from '../../../core/schemas/reviews';
import type { ReviewOrderKind } from '../../db/schema';
import { sameSecret, signLink } from '../../link-signing';

export function reviewToken(secret: string, kind: ReviewOrderKind, orderId: number): string {
  return signLink(secret, `review-link:${kind}:${orderId}`);
}

export function reviewPath(secret: string, kind: ReviewOrderKind, orderId: number): string {
  return `/review/${kind}/${orderId}?token=${reviewToken(secret, kind, orderId)}`;
}

/** Refuses a link whose token is not the order's: 404, as if no such order (a link's token is its only key). */
export function assertReviewLink(secret: string, link: ReviewLink): void {
  if (!sameSecret(link.token, reviewToken(secret, link.kind, link.orderId))) {
    throw new AppError('not_found', REVIEW_MESSAGES.link);
  }
}
