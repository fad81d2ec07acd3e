/** "Needs your attention" above the admin's overview: GET /api/admin/attention, the events still open. */
import { z } from 'zod';

export const ATTENTION_KINDS = [
  'proof_changes',
  'proof_overdue',
  'quote_waiting',
  'email_failed',
  'net30_invoice',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const attentionItemSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  /** A plain sentence: "Anna Park asked for changes to the proof of order W-1002 on Nov 27". */
  text: z.string(),
  /** The admin view of the object (core/admin-links.ts). */
  path: z.string(),
  /** When it started waiting (ISO). */
  since: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionSchema = z.object({
  items: z.array(attentionItemSchema),
  /** Items left out past the list's length. */
  more: z.number().int().min(0),
});
export type Attention = z.infer<typeof attentionSchema>;
