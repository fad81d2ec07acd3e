/**
 * A NUL byte cannot be stored in PostgreSQL text, and no honest form sends one: every entry point refuses it with
 * one 400 here (path, query, headers, JSON and form bodies; multipart fields and file names through
 * `assertNoNul`), before any handler or the database sees it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';

export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed';

/** Whether any string in the value (however deeply nested, keys included) holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  // Plain loops: this runs over every request's headers and body, and Object.entries built an array of pairs for
  // each object (and .some a closure per call).
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) if (containsNul(item, depth + 1)) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes('\u0000') || containsNul(record[key], depth + 1)) return true;
  }
  return false;
}

export function assertNoNul(...values: unknown[]): void {
  if (values.some((value) => containsNul(value))) throw new AppError('bad_request', NUL_MESSAGE);
}

/**
 * The path and query as the router and the query parser will read them (a %00 counts even in a malformed URL).
 * Decoding cannot add a NUL of its own: U+0000's only UTF-8 form is %00 (overlong forms are refused), so the raw
 * URL tells without decoding it.
 */
function urlHasNul(url: string): boolean {
  return url.includes('\u0000') || (url.includes('%') && /%00/i.test(url));
}

export default fp(
  async function nulBytesPlugin(app: FastifyInstance) {
    // The URL holds the path parameters and the query, so they are checked once, here, before routing.
    // Callback hooks: an async one costs a promise and a turn of the microtask queue on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (urlHasNul(request.url) || containsNul(request.headers)) done(new AppError('bad_request', NUL_MESSAGE));
      else done();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      // A request without a body (every GET) has nothing more to check.
      if (request.body !== undefined && containsNul(request.body)) done(new AppError('bad_request', NUL_MESSAGE));
      else done();
    });
  },
  { name: 'nul-bytes' },
);
