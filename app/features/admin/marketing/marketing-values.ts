/**
 * The Marketing Emails form's values turned into the POST /api/send-marketing-email body, checked with the server's
 * own schema: subject and blocks required ("Please provide both subject and content."), each block's fields, a send
 * time at least 5 minutes ahead, and an exclusion list typed one address a line or separated by commas, where every
 * address that is not one is named.
 */
import {
  CAMPAIGN_MESSAGES,
  campaignEmailSchema,
  marketingCampaignBodySchema,
  type MarketingCampaignBody,
} from '../../../../core/schemas/campaigns';
import { EMAIL_BLOCK_MESSAGES, SCHEDULE_MIN_AHEAD_MS } from '../../../../core/schemas/email-blocks';
import { checkDrafts, type BlockErrors, type DraftBlock } from './email-drafts';

export interface MarketingFormValues {
  subject: string;
  drafts: readonly DraftBlock[];
  exclusions: string;
  /** The send time typed in a datetime-local field (the admin's own time zone), or '' to send at once. */
  sendAt: string;
}

export type MarketingFormField = 'subject' | 'content' | 'exclusions' | 'sendAt';

export interface MarketingFormErrors extends Partial<Record<MarketingFormField, string>> {
  /** Each block's refused fields, by its key. */
  blocks?: Record<string, BlockErrors>;
}

/** A datetime-local value as an instant; null when it is not a date. */
export function sendAtInstant(local: string): Date | null {
  const at = new Date(local);
  return local === '' || Number.isNaN(at.getTime()) ? null : at;
}

/** The addresses of an exclusion list (one a line, or separated by commas, semicolons or spaces), each once. */
export function parseExclusions(text: string): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const entry of text.split(/[\s,;]+/)) {
    if (entry === '' || seen.has(entry.toLowerCase())) continue;
    seen.add(entry.toLowerCase());
    const parsed = campaignEmailSchema.safeParse(entry);
    if (parsed.success) emails.push(parsed.data);
    else invalid.push(entry);
  }
  return { emails, invalid };
}

/** The exclusion list's error naming what is not an address. */
export function exclusionsError(invalid: readonly string[]): string {
  return `${invalid.length === 1 ? 'This is not an e-mail address' : 'These are not e-mail addresses'}: ${invalid.join(', ')}`;
}

/** The request body, or the first message for each field that was refused. */
export function marketingBody(
  values: MarketingFormValues,
  now: Date = new Date(),
): { body: MarketingCampaignBody } | { errors: MarketingFormErrors } {
  const errors: MarketingFormErrors = {};
  const exclusions = parseExclusions(values.exclusions);
  if (exclusions.invalid.length > 0) errors.exclusions = exclusionsError(exclusions.invalid);
  const drafts = checkDrafts(values.drafts);
  if (Object.keys(drafts.errors).length > 0) errors.blocks = drafts.errors;
  if (values.drafts.length === 0) errors.content = CAMPAIGN_MESSAGES.marketingRequired;
  let sendAt: string | undefined;
  if (values.sendAt !== '') {
    const at = sendAtInstant(values.sendAt);
    if (!at || at.getTime() < now.getTime() + SCHEDULE_MIN_AHEAD_MS) errors.sendAt = EMAIL_BLOCK_MESSAGES.sendAt;
    else sendAt = at.toISOString();
  }
  const parsed = marketingCampaignBodySchema.safeParse({
    subject: values.subject,
    blocks: drafts.blocks,
    excludeEmails: exclusions.emails,
    ...(sendAt ? { sendAt } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'subject') errors.subject ??= issue.message;
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  return { errors };
}
