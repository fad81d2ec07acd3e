import { AppError } from '../../../core/errors';

/**
 * A 429 that says when to come back: the body carries `retryAfterSeconds` for the page, and the error handler
 * (server/plugins/errors.ts) copies it into the `Retry-After` header, which clients and proxies read.
 */
export function tooManyRequests(message: string, waitMs: number): AppError {
  return new AppError('rate_limited', message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}
