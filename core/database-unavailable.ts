/**
 * A database that cannot be reached (stopped, restarting, the network cut) is not the request's fault nor a bug:
 * the API (server/plugins/errors.ts) and the pages (app/entry.server.tsx) answer 503 with `Retry-After`, and the
 * pool reconnects by itself once the database is back. Here because both sides classify the same errors.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a moment.';

/** Seconds a client should wait before trying again (`Retry-After`): about one pool connect timeout. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or died (Node's `code`). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a server that cannot serve: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown,
 * cannot connect now: starting up or in recovery) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own messages for a connection that could not be made in time or was lost. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`, Node an AggregateError's in `errors`)
 * says the database could not be reached, as opposed to a query the database refused.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  // fetch (PayPal, the stand-in) wraps its socket errors in a TypeError: another service than the database.
  if (error instanceof TypeError) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
