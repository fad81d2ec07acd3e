/** The customers' calls: the list a page at a time, one profile, and the owner's e-mail, exclusion, note and credit. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerPageSchema, customerProfileSchema, type CustomerPage } from '../../../../core/schemas/customers';
import { creditLimitResultSchema } from '../../../../core/schemas/credit-limits';
import { adminGet, adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';

export const CUSTOMERS_KEY = '/api/admin/customers';
const PAGE_SIZE = 25;

/** The list's search and filters, as the URL and the API both spell them (empty: not filtered). */
export interface CustomerFilters {
  q: string;
  orders: string;
  consent: string;
  suppressed: string;
}

const FILTER_KEYS = ['q', 'orders', 'consent', 'suppressed'] as const;

export function useCustomerList(filters: CustomerFilters) {
  return useInfiniteQuery({
    queryKey: [CUSTOMERS_KEY, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
      if (pageParam) query.set('cursor', pageParam);
      return adminGet(`${CUSTOMERS_KEY}?${query.toString()}`, customerPageSchema, signal);
    },
    getNextPageParam: (page: CustomerPage) => page.nextCursor,
    refetchOnMount: 'always',
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: [CUSTOMERS_KEY, id],
    queryFn: ({ signal }) => adminGet(`${CUSTOMERS_KEY}/${id}`, customerProfileSchema, signal),
    refetchOnMount: 'always',
  });
}

/** After a change: the profile and the list read again (the list's filters may now include or leave it out). */
function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [CUSTOMERS_KEY] });
}

export function useEmailCustomer(id: number) {
  return useMutation({
    mutationFn: (message: { subject: string; text: string }) =>
      adminSend('POST', `${CUSTOMERS_KEY}/${id}/email`, message),
    onError: (error) => toastFailure(error, 'Failed to send email.', 'Email Failed'),
  });
}

const excludeAnswer = z.object({ created: z.boolean(), message: z.string() });

export function useExcludeCustomer(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (note: string) => adminSend('POST', `${CUSTOMERS_KEY}/${id}/exclude`, { note }, excludeAnswer),
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to exclude the customer from marketing.'),
  });
}

const noteAnswer = z.object({ internalNote: z.string().nullable() });

export function useSaveCustomerNote(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (note: string) => adminSend('PUT', `${CUSTOMERS_KEY}/${id}/note`, { note }, noteAnswer),
    onSuccess: () => {
      toastSuccess('Note Saved - Only you see it.');
      refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to save the note.'),
  });
}

/** The NET 30 credit limit in cents, null for none; a refusal (a limit below $0) is the form's to show. */
export function useSaveCreditLimit(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (limitCents: number | null) =>
      adminSend('PUT', `${CUSTOMERS_KEY}/${id}/credit-limit`, { limitCents }, creditLimitResultSchema),
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      refresh();
    },
  });
}
