/**
 * The quote requests the admin reads and answers: GET /api/quote-requests a page at a time (newest first, by the
 * server's cursor) and PATCH /api/quote-requests/{id} (its answer is not needed: every page is fetched again).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQuoteRequestPageSchema } from '../../../../core/schemas/admin';
import { adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';
import type { QuoteUpdateBody } from './quote-amount';

export const QUOTE_STATUSES = ['pending', 'quoted', 'approved', 'completed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_PAGE_SIZE = 20;
const QUOTES_KEY = ['/api/quote-requests'] as const;

/** A page at a time, newest first; `q`: the number, or part of the name, e-mail or company. */
export function useQuoteRequests(status: QuoteStatus | 'all', q: string) {
  const filters = { status: status === 'all' ? undefined : status, q };
  return useAdminPages(QUOTES_KEY[0], filters, adminQuoteRequestPageSchema, QUOTE_PAGE_SIZE);
}

export function useUpdateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuoteUpdateBody }) =>
      adminSend('PATCH', `/api/quote-requests/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}
