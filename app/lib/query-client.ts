import { QueryClient, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../core/schemas/accounts';
import { getQueryFn } from './api';

/** The current-user query (GET /api/auth/user): the browser's source of truth for the signed-in user. */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * The spec's cache (shopper-spec section 9): data is never stale, never refetched on an interval or on
 * window focus, and nothing is retried. The default query GETs the key's first element; a 401 throws.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One client per browser (it survives the root switching between the page and its error boundary);
 * on the server a fresh one per call, so one request's data never reaches another visitor.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/** The signed-in user, or null when signed out (a 401 is no error here). */
export function useCurrentUser() {
  return useQuery<PublicUser | null>({ queryKey: USER_QUERY_KEY, queryFn: getQueryFn({ on401: 'returnNull' }) });
}
