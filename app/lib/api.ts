/**
 * The browser's API client (shopper-spec section 7, "Shared behaviour"): a JSON content type only when
 * a body exists, cookies always sent, and any non-OK response becomes an Error "{status}: {response text}".
 */
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { rememberSessionId } from './session-id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Throws `Error("{status}: {body or status text}")` for a non-OK response. */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/**
 * One call to our API. `body` is sent as JSON (FormData goes through untouched, so the browser sets
 * the multipart boundary); `init` adds headers (e.g. X-Session-Id) or a signal.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { ...init, method, headers, body: payload, credentials: 'include' });
  // A cart call without an id started a cart: the server's id is this browser's from now on.
  const issued = response.headers.get('X-Session-Id');
  if (issued) rememberSessionId(issued);
  await throwIfResNotOk(response);
  return response;
}

/** The HTTP status of an error thrown by apiRequest, or undefined for other errors (network, parsing). */
export function apiErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The server's `message` from an apiRequest error ("409: {"message":"Only 3 left in stock"}" ->
 * "Only 3 left in stock"), the plain response text when it is not JSON, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  const text = match[1]?.trim() ?? '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || fallback;
    }
    return fallback;
  } catch {
    // An HTML error page from a proxy is no message for a person.
    return text && !text.startsWith('<') ? text : fallback;
  }
}

/**
 * One call whose answer is parsed by its zod schema from core/schemas: an answer of another shape is an error
 * here, where it happens, instead of a wrong value deep in a component.
 */
export async function apiJson<T>(
  schema: z.ZodType<T>,
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: RequestInit,
): Promise<T> {
  const response = await apiRequest(method, url, body, init);
  return schema.parse(await response.json());
}

/**
 * One call whose answer the server has already validated against its response schema (core/schemas, declared on the
 * route): typed, not parsed again, so pages that only read data ship no zod (decision 021).
 */
export async function apiData<T>(method: HttpMethod, url: string, body?: unknown, init?: RequestInit): Promise<T> {
  const response = await apiRequest(method, url, body, init);
  return (await response.json()) as T;
}

/**
 * The query client's default query: GETs the key's first element as the URL and answers the JSON unparsed. The
 * shop's own queries bring their parsing query function (app/lib/shop-api); this serves the ones that do not.
 */
export const urlQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const url = queryKey[0];
  if (typeof url !== 'string') throw new Error('The first element of the query key must be the URL');
  const response = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(response);
  const json: unknown = await response.json();
  return json;
};
