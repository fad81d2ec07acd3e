/**
 * An admin list read a page at a time by the server's cursor (core/cursor.ts): the first page, then "Load more"
 * asks for the page after the last `nextCursor`. The filters (search, status...) are part of the key, so a new
 * search starts again from the first page.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminGet } from './admin-api';

/** The list's filters as the API spells them; an empty value is left out. */
export type PageFilters = Record<string, string | undefined>;

export function useAdminPages<T extends { nextCursor: string | null }>(
  path: string,
  filters: PageFilters,
  schema: z.ZodType<T>,
  pageSize = 50,
  options: { refetchInterval?: number } = {},
) {
  return useInfiniteQuery({
    queryKey: [path, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(pageSize) });
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      if (pageParam) query.set('cursor', pageParam);
      return adminGet(`${path}?${query.toString()}`, schema, signal);
    },
    getNextPageParam: (page: T) => page.nextCursor,
    // The admin opens a section to see what came in since: read again on every visit.
    refetchOnMount: 'always',
    ...options,
  });
}
