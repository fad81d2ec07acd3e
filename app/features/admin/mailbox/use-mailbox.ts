/**
 * The mailbox's calls: GET /api/admin/mailbox a page at a time (newest first, by the server's cursor), one
 * message, and Resend (then the list and the message are fetched again).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../core/schemas/common';
import { mailboxMessageSchema, mailboxPageSchema, type MailState } from '../../../../core/schemas/mailbox';
import { adminGet, adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';

export const MAILBOX_PAGE_SIZE = 50;
const MAILBOX_KEY = ['/api/admin/mailbox'] as const;

export interface MailboxFilters {
  state: MailState | 'all';
  q: string;
}

export function useMailbox(filters: MailboxFilters) {
  const query = { status: filters.state === 'all' ? undefined : filters.state, q: filters.q };
  return useAdminPages(MAILBOX_KEY[0], query, mailboxPageSchema, MAILBOX_PAGE_SIZE);
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
