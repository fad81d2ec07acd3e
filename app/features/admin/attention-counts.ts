/**
 * What waits in each admin section (the menu's counts): the "Needs your attention" items (GET /api/admin/attention)
 * counted by the section their link opens, so a quote waiting counts under Quote Requests, a proof change request
 * under Order History, a failed e-mail under the Mailbox.
 */
import { useQuery } from '@tanstack/react-query';
import { attentionSchema, type AttentionItem } from '../../../core/schemas/attention';
import { adminGet } from './admin-api';
import { sectionOfPath } from './admin-sections';

export const ATTENTION_KEY = ['/api/admin/attention'] as const;

/** The open items, shared by the overview's list and the menu (one request). */
export function useAttention(enabled = true) {
  return useQuery({
    queryKey: ATTENTION_KEY,
    queryFn: ({ signal }) => adminGet('/api/admin/attention', attentionSchema, signal),
    refetchOnMount: 'always',
    enabled,
  });
}

/** Items per section path ('orders', 'quotes', 'mailbox'...). */
export function countBySection(items: readonly Pick<AttentionItem, 'path'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const section = sectionOfPath(new URL(item.path, 'http://admin.invalid').pathname);
    if (section?.path) counts[section.path] = (counts[section.path] ?? 0) + 1;
  }
  return counts;
}
