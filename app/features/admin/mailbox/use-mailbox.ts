/**
 * The mailbox's calls: GET /api/admin/mailbox a page at a time (newest first, `beforeId` the last id seen), one
 * message, and Resend (then the list and the message are fetched again).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema } from '../../../../core/schemas/common';
import {
  mailboxMessageSchema,
  mailboxRowSchema,
  type MailboxRow,
  type MailState,
} from '../../../../core/schemas/mailbox';
import { adminGet, adminSend } from '../admin-api';

export const MAILBOX_PAGE_SIZE = 50;
const MAILBOX_KEY = ['/api/admin/mailbox'] as const;
const listSchema = z.array(mailboxRowSchema);

export interface MailboxFilters {
  state: MailState | 'all';
  q: string;
}

export function useMailbox(filters: MailboxFilters) {
  return useInfiniteQuery({
    queryKey: [...MAILBOX_KEY, filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(MAILBOX_PAGE_SIZE) });
      if (filters.state !== 'all') query.set('status', filters.state);
      if (filters.q) query.set('q', filters.q);
      if (pageParam !== null) query.set('beforeId', String(pageParam));
      return adminGet(`/api/admin/mailbox?${query.toString()}`, listSchema, signal);
    },
    getNextPageParam: (page: MailboxRow[]) => (page.length === MAILBOX_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null),
    // New mail is queued all the time: fetch again on every visit.
    refetchOnMount: 'always',
  });
}

export function useMailboxMessage(id: number | null) {
  return useQuery({
    queryKey: [...MAILBOX_KEY, 'message', id],
    queryFn: ({ signal }) => adminGet(`/api/admin/mailbox/${id}`, mailboxMessageSchema, signal),
    enabled: id !== null,
  });
}

export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminSend('POST', `/api/admin/mailbox/${id}/resend`, undefined, messageSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAILBOX_KEY }),
  });
}

/** The outbox's states as the admin reads them ("pending" is a message waiting in the queue). */
export const STATE_LABELS: Record<MailState, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Withdrawn',
};
