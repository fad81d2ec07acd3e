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
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

export function assertNoNul(...values: unknown[]): void {
  if (values.some((value) => containsNul(value))) throw new AppError('bad_request', NUL_MESSAGE);
}

/** The path and query as the router and the query parser will read them (a %00 counts even in a malformed URL). */
function urlHasNul(url: string): boolean {
  if (/%00/i.test(url) || url.includes('\u0000')) return true;
  try {
    return decodeURIComponent(url).includes('\u0000');
  } catch {
    return false;
  }
}

export default fp(
  async function nulBytesPlugin(app: FastifyInstance) {
    // The URL holds the path parameters and the query, so they are checked once, here, before routing.
    app.addHook('onRequest', async (request) => {
      if (urlHasNul(request.url)) throw new AppError('bad_request', NUL_MESSAGE);
      assertNoNul(request.headers);
    });
    app.addHook('preValidation', async (request) => {
      assertNoNul(request.body);
    });
  },
  { name: 'nul-bytes' },
);
