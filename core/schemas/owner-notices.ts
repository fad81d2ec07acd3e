/**
 * The owner's notices: which events e-mail the shop, and to whom (the owner_notifications setting, read and saved
 * through GET and PUT /api/admin/settings/notifications; the admin's Notifications section uses the same schema).
 */
import { z } from 'zod';

export const OWNER_NOTICE_KINDS = [
  'quote_request',
  'deposit_paid',
  'catalogue_order_paid',
  'net30_requested',
  'proof_changes_requested',
  'proof_approved',
  'balance_paid',
  'invoice_paid',
  'refund_at_paypal',
  'email_failed',
] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

/** How the owner reads each kind (the settings' checkboxes, the audit row). */
export const OWNER_NOTICE_LABELS: Record<OwnerNoticeKind, string> = {
  quote_request: 'A new quote request',
  deposit_paid: 'A deposit paid',
  catalogue_order_paid: 'A catalogue order paid',
  net30_requested: 'A NET 30 order waiting for your approval',
  proof_changes_requested: 'A customer asked for changes to a proof',
  proof_approved: 'A customer approved a proof',
  balance_paid: 'A balance paid',
  invoice_paid: 'An invoice paid',
  refund_at_paypal: 'A refund or reversal seen at PayPal',
  email_failed: 'An e-mail that could not be sent',
};

export const MAX_NOTICE_RECIPIENTS = 10;

export const OWNER_NOTICE_MESSAGES = {
  saved: 'Notification settings saved',
  tooMany: `At most ${MAX_NOTICE_RECIPIENTS} addresses`,
  notAnEmail: (value: string) => `"${value}" is not an e-mail address`,
} as const;

const recipient = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: (issue) => OWNER_NOTICE_MESSAGES.notAnEmail(String(issue.input)) }));

/** The setting as stored and as PUT takes it: no addresses means the shop's sales address (SALES_EMAIL). */
export const ownerNoticeSettingsSchema = z.object({
  recipients: z.array(recipient).max(MAX_NOTICE_RECIPIENTS, OWNER_NOTICE_MESSAGES.tooMany),
  /** The kinds switched off. */
  off: z.array(z.enum(OWNER_NOTICE_KINDS)).max(OWNER_NOTICE_KINDS.length),
});
export type OwnerNoticeSettings = z.infer<typeof ownerNoticeSettingsSchema>;

/** GET's answer: the setting and the address used when it names none. */
export const ownerNoticeSettingsViewSchema = ownerNoticeSettingsSchema.extend({ defaultRecipient: z.string() });
export type OwnerNoticeSettingsView = z.infer<typeof ownerNoticeSettingsViewSchema>;

/** The form's text box: addresses separated by commas, semicolons, spaces or new lines. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Each address once (any case), in the order given. */
export function uniqueRecipients(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
