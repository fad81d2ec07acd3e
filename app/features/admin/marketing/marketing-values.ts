/**
 * The Marketing Emails form's values turned into the POST /api/send-marketing-email body, checked with the server's
 * own schema: subject and content required ("Please provide both subject and content."), and an exclusion list
 * typed one address a line or separated by commas, where every address that is not one is named.
 */
import {
  CAMPAIGN_MESSAGES,
  campaignEmailSchema,
  marketingCampaignBodySchema,
  type MarketingCampaignBody,
} from '../../../../core/schemas/campaigns';

export interface MarketingFormValues {
  subject: string;
  content: string;
  exclusions: string;
}

export type MarketingFormField = keyof MarketingFormValues;

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
): { body: MarketingCampaignBody } | { errors: Partial<Record<MarketingFormField, string>> } {
  const errors: Partial<Record<MarketingFormField, string>> = {};
  const exclusions = parseExclusions(values.exclusions);
  if (exclusions.invalid.length > 0) errors.exclusions = exclusionsError(exclusions.invalid);
  const parsed = marketingCampaignBodySchema.safeParse({
    subject: values.subject,
    content: values.content,
    excludeEmails: exclusions.emails,
  });
  if (parsed.success && !errors.exclusions) return { body: parsed.data };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'excludeEmails' ? 'exclusions' : (issue.path[0] as MarketingFormField);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // Either one missing is the spec's one message, on whichever is empty.
  if (
    errors.subject === CAMPAIGN_MESSAGES.marketingRequired ||
    errors.content === CAMPAIGN_MESSAGES.marketingRequired
  ) {
    if (values.subject.trim() === '') errors.subject = CAMPAIGN_MESSAGES.marketingRequired;
    if (values.content.trim() === '') errors.content = CAMPAIGN_MESSAGES.marketingRequired;
  }
  return { errors };
}
