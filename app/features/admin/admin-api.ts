/**
 * The /admin page's calls: cookies sent, JSON in and out, every answer parsed by its contract from
 * core/schemas/admin, and any non-OK answer thrown as an AdminApiError carrying the server's own `message`, which the
 * page shows as it is in a destructive toast (accounts-admin-spec section 8).
 */
import type { z } from 'zod';
import { apiErrorMessage, type HttpMethod } from '../../lib/api';

/**
 * A refused or failed call: `serverMessage` is the server's words when it sent some, `status` the HTTP status (0: the
 * server was not reached); `message` is always something to show.
 */
export class AdminApiError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? 'Something went wrong. Please try again.');
    this.name = 'AdminApiError';
  }
}

/** A FormData body goes as multipart/form-data (the browser sets its boundary); anything else as JSON. */
async function call(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminApiError('Could not reach the server. Please check your connection and try again.', 0);
  }
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    // apiErrorMessage reads `{"message": ...}` (or a plain text) out of the "{status}: {text}" shape of the shop's client.
    const serverMessage = apiErrorMessage(new Error(`${response.status}: ${text}`), '');
    throw new AdminApiError(serverMessage || null, response.status);
  }
  return response;
}

/** GET `path` and parse the JSON answer with `schema`. */
export async function adminGet<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await call('GET', path, undefined, signal);
  return schema.parse(await response.json());
}

/**
 * A change (POST, PUT, PATCH, DELETE) with an optional JSON body; with `schema` the answer is parsed and returned,
 * without it the answer is not read (a 204, or a body the page does not need).
 */
export async function adminSend<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T>;
export async function adminSend(method: Exclude<HttpMethod, 'GET'>, path: string, body?: unknown): Promise<void>;
export async function adminSend<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<T | void> {
  const response = await call(method, path, body);
  if (schema) return schema.parse(await response.json());
}

/** POST a file with its fields (multipart: put the file last, the server streams it) and parse the answer. */
export async function adminUpload<T>(path: string, form: FormData, schema: z.ZodType<T>): Promise<T> {
  const response = await call('POST', path, form);
  return schema.parse(await response.json());
}

/** The message to show for a failed call: the server's words, else the spec's default text for that action. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AdminApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
