/**
 * The browser's API client (shopper-spec section 7, "Shared behaviour"): a JSON content type only when
 * a body exists, cookies always sent, and any non-OK response becomes an Error "{status}: {response text}".
 */
import type { QueryFunction } from '@tanstack/react-query';

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

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A query function that GETs the query key's first element as the URL. With `on401: 'returnNull'`
 * a 401 resolves to null (the current-user call: signed out is no error); by default it throws.
 */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first element of the query key must be the URL');
    const response = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}
