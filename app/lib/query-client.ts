import { QueryClient } from '@tanstack/react-query';
import { urlQueryFn } from './api';

/**
 * The spec's cache (shopper-spec section 9): data is never stale, never refetched on an interval or on
 * window focus, and nothing is retried. A query without its own function GETs the key's first element.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: urlQueryFn,
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
 * One client per browser, shared by every page under <QueryScope> (app/lib/query-scope), so a cached read survives
 * the way from one such page to the next; on the server a fresh one per call, so one request's data never reaches
 * another visitor.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
