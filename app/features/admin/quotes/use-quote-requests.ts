/**
 * The quote requests the admin reads and answers: GET /api/quote-requests a page at a time (newest first, `beforeId`
 * the last id seen) and PATCH /api/quote-requests/{id} (its answer is not needed: every page is fetched again).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminQuoteRequestSchema, type AdminQuoteRequest } from '../../../../core/schemas/admin';
import { adminGet, adminSend } from '../admin-api';
import type { QuoteUpdateBody } from './quote-amount';

export const QUOTE_STATUSES = ['pending', 'quoted', 'approved', 'completed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_PAGE_SIZE = 20;
const QUOTES_KEY = ['/api/quote-requests'] as const;
const listSchema = z.array(adminQuoteRequestSchema);

export function useQuoteRequests(status: QuoteStatus | 'all') {
  return useInfiniteQuery({
    queryKey: [...QUOTES_KEY, { status }],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(QUOTE_PAGE_SIZE) });
      if (status !== 'all') query.set('status', status);
      if (pageParam !== null) query.set('beforeId', String(pageParam));
      return adminGet(`/api/quote-requests?${query.toString()}`, listSchema, signal);
    },
    getNextPageParam: (page: AdminQuoteRequest[]) =>
      page.length === QUOTE_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    // The admin opens this section to see what came in since: fetch again on every visit.
    refetchOnMount: 'always',
  });
}

export function useUpdateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuoteUpdateBody }) =>
      adminSend('PATCH', `/api/quote-requests/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}
