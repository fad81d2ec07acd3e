/** Expected failures. One plugin on the server maps each kind to its HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}

/**
 * A 429 that says when to come back: the body carries `retryAfterSeconds` for the page, and the error handler
 * (server/plugins/errors.ts) copies it into the `Retry-After` header, which clients and proxies read.
 */
export function tooManyRequests(message: string, waitMs: number): AppError {
  return new AppError('rate_limited', message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}
