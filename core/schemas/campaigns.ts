import { z } from 'zod';
import { emailBlocksSchema, sendAtSchema } from './email-blocks';
import { EVENT_DATE_PROBLEMS } from '../tournament-list-dates';
import { nextCursorField } from '../cursor';

// ---------------------------------------------------------------------------------------------------------------
// E-mail campaigns and their audience (accounts-admin-spec sections 2, 3, 5, 7, 8, 9): contacts with consent, the
// suppression list, CSV imports and exports, campaigns as throttled jobs, one-click unsubscribe.

/** Where a contact's address first came from. */
export const CONTACT_SOURCES = [
  'shopify-import',
  'tournament-csv',
  'vip-csv',
  'signup',
  'order',
  'account',
  'manual',
  'quote',
  'invoice',
] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Why an address gets no marketing mail. `excluded`: the admin took it off every campaign. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'complained', 'excluded'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * Why a recipient was skipped, in the owner's words: the suppression reasons, a bad address, and the consent rules of
 * a VIP send (only contacts who agreed to marketing, or customers when the owner confirms a one-off send).
 */
export const SKIP_REASON_WORDS: Record<string, string> = {
  unsubscribed: 'unsubscribed',
  bounced: 'their address bounced',
  complained: 'marked our e-mail as spam',
  excluded: 'excluded by you',
  'invalid address': 'the address cannot be mailed',
  'refused marketing': 'said no to marketing e-mail',
  'no consent': 'customers who never agreed to marketing e-mail',
  'not a customer': 'never a customer and never agreed to marketing e-mail',
};
export const skipReasonWords = (reason: string) => SKIP_REASON_WORDS[reason] ?? reason;

/** Uploaded audience lists. */
export const CONTACT_LIST_KINDS = ['vip', 'tournament'] as const;
export type ContactListKind = (typeof CONTACT_LIST_KINDS)[number];

/** marketing: the admin's HTML; discount: an existing code to every consenting contact; vip and tournament: a list. */
export const CAMPAIGN_KINDS = ['marketing', 'discount', 'vip', 'tournament'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** scheduled: waiting for its send time (the dispatcher starts it then). */
export const CAMPAIGN_STATUSES = ['scheduled', 'running', 'paused', 'cancelled', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** pending: not yet queued; queued: in the outbox (sent or failed there); skipped: suppressed at send time. */
export const RECIPIENT_STATUSES = ['pending', 'queued', 'skipped', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** CSV uploads (Shopify export, VIP and tournament lists) up to 10 MB. */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Campaign discounts: a whole percent from 1 to 50 (spec section 9). */
export const CAMPAIGN_DISCOUNT_MIN = 1;
export const CAMPAIGN_DISCOUNT_MAX = 50;
/** The campaign list shows the latest campaigns. */
export const CAMPAIGN_LIST_LIMIT = 50;
/** The admin's progress view asks again this often while a campaign runs. */
export const CAMPAIGN_POLL_MS = 1000;

export const CAMPAIGN_MESSAGES = {
  massEmailConfirm: (code: string) => `Send mass email with discount code ${code} to all customers?`,
  massEmailCompleted: (sent: number, failed: number) =>
    `Mass Email Campaign Completed - Sent ${sent} emails successfully. ${failed} failed.`,
  massEmailFailed: 'Error - Failed to send mass email campaign.',
  importConfirm:
    'Import customers from your Shopify CSV file? This will add all customers who opted into email marketing to your database.',
  importCompleted: (imported: number, skipped: number, duplicates: number) =>
    `Customer Import Completed - Imported ${imported} customers. ${skipped} skipped, ${duplicates} duplicates.`,
  importFailed: 'Failed to import customers.',
  invalidFile: 'Invalid File - Please upload a CSV file.',
  fileTooLarge: 'The file is larger than 10 MB.',
  emptyFile: 'The CSV file has no rows.',
  missingEmailColumn: 'The CSV file has no Email column.',
  vipFieldsRequired: 'Please fill in all campaign fields',
  discountRange: `Discount must be a whole number from ${CAMPAIGN_DISCOUNT_MIN} to ${CAMPAIGN_DISCOUNT_MAX}.`,
  promoCode: 'Promo code must be 3 to 40 characters: letters, numbers, - or _.',
  tournamentInvalid: 'Invalid Data',
  tournamentConfirm: (count: number) => `Send the tournament campaign to ${count} organizers?`,
  marketingRequired: 'Please provide both subject and content.',
  marketingConfirm: 'Send this marketing e-mail to every customer who agreed to receive it?',
  lineBreaks: 'Subjects and names cannot contain line breaks.',
  email: 'Please enter a valid email address',
  /** The spec's other failure titles. */
  campaignFailed: 'Campaign Failed',
  emailFailed: 'Email Failed',
  testFailed: 'Test Failed',
  uploadFailed: 'Upload Failed',
  campaignCompleted: (sent: number, failed: number, skipped: number) =>
    `Campaign Completed - Sent ${sent} emails. ${failed} failed, ${skipped} skipped.`,
  campaignCancelled: (sent: number) => `Campaign Cancelled - ${sent} emails had been sent.`,
  vipEmailSent: (email: string) => `Email Sent - The VIP offer is on its way to ${email}.`,
  testEmailSent: (email: string) => `Test Sent - A test e-mail is on its way to ${email}.`,
  uploaded: (count: number) => `CSV Uploaded - ${count} contacts ready.`,
  noAudience: 'No one to send to: no contact on this list may receive marketing e-mail.',
  noVipList: 'Upload the VIP CSV file first.',
  noTournamentList: 'Upload a tournament CSV file first.',
  suppressed: 'This address has unsubscribed from marketing e-mail.',
  refusedMarketing: 'This person said no to marketing e-mail.',
  noConsent: 'This customer never agreed to marketing e-mail: confirm a one-off send to customers to send it anyway.',
  notCustomer: 'This address never agreed to marketing e-mail and was never a customer.',
  codeNotFound: 'Discount code not found',
  codeInactive: 'This discount code is not active.',
  codeClash: (code: string) => `Code ${code} already exists with a different discount.`,
  campaignNotFound: 'Campaign not found',
  campaignFinished: 'This campaign has already finished.',
  noCampaigns: 'No campaigns yet',
  unsubscribeNotFound: 'Unsubscribe Link Not Found',
  unsubscribed: 'You have been unsubscribed',
  resubscribed: 'You are subscribed again',
  suppressionNotFound: 'This address is not on the suppression list.',
} as const;

/** Refuses CR and LF: a subject or a name goes into a mail header, where a line break would add headers. */
const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

export const campaignEmailSchema = z
  .string({ message: CAMPAIGN_MESSAGES.email })
  .trim()
  .max(254, CAMPAIGN_MESSAGES.email)
  .pipe(z.email(CAMPAIGN_MESSAGES.email));

export const campaignSubjectSchema = z
  .string({ message: CAMPAIGN_MESSAGES.marketingRequired })
  .refine(noLineBreaks, CAMPAIGN_MESSAGES.lineBreaks)
  .transform((value) => value.trim())
  .pipe(z.string().min(1, CAMPAIGN_MESSAGES.marketingRequired).max(200, 'Subject must be at most 200 characters.'));

export const promoCodeSchema = z
  .string({ message: CAMPAIGN_MESSAGES.vipFieldsRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, CAMPAIGN_MESSAGES.promoCode);

export const campaignDiscountSchema = z.coerce
  .number({ message: CAMPAIGN_MESSAGES.discountRange })
  .int(CAMPAIGN_MESSAGES.discountRange)
  .min(CAMPAIGN_DISCOUNT_MIN, CAMPAIGN_MESSAGES.discountRange)
  .max(CAMPAIGN_DISCOUNT_MAX, CAMPAIGN_MESSAGES.discountRange);

const personNameSchema = z
  .string()
  .refine(noLineBreaks, CAMPAIGN_MESSAGES.lineBreaks)
  .transform((value) => value.trim())
  .pipe(z.string().max(100, 'Name must be at most 100 characters.'));

/** Each recipient gets their own single-use code bound to their address (discount, VIP, tournament). */
const uniqueCodesSchema = z.boolean().default(false);
/**
 * VIP: the owner confirms this one send also goes to customers who never agreed to marketing e-mail (never to one
 * who said no, nor to someone who was never a customer).
 */
const oneOffToCustomersSchema = z.boolean().default(false);

const marketingContentSchema = z
  .string({ message: CAMPAIGN_MESSAGES.marketingRequired })
  .trim()
  .min(1, CAMPAIGN_MESSAGES.marketingRequired)
  .max(200_000, 'Content must be at most 200,000 characters.');

/**
 * POST /api/send-marketing-email: the e-mail as blocks (email-blocks.ts), or as the raw HTML `content` the first
 * version of the form sent (one raw HTML block); `sendAt` schedules it instead of sending now.
 */
export const marketingCampaignBodySchema = z
  .object({
    subject: campaignSubjectSchema,
    content: marketingContentSchema.optional(),
    blocks: emailBlocksSchema.optional(),
    excludeEmails: z.array(campaignEmailSchema).max(5000).default([]),
    sendAt: sendAtSchema.optional(),
  })
  .refine((body) => body.content !== undefined || body.blocks !== undefined, {
    path: ['content'],
    message: CAMPAIGN_MESSAGES.marketingRequired,
  });
export type MarketingCampaignBody = z.infer<typeof marketingCampaignBodySchema>;

/** POST /api/admin/campaigns/preview: the marketing e-mail as a recipient will see it (sanitised). */
export const campaignPreviewBodySchema = z.object({
  subject: campaignSubjectSchema,
  content: marketingContentSchema,
});
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/** POST /api/send-mass-discount-email */
export const massDiscountBodySchema = z.object({
  discountCode: z.string({ message: CAMPAIGN_MESSAGES.codeNotFound }).trim().min(1).max(64),
  uniqueCodes: uniqueCodesSchema,
});

/** POST /api/vip-campaign: the uploaded VIP list (its file name) with a promo code. */
export const vipCampaignBodySchema = z.object({
  csvFileName: z
    .string({ message: CAMPAIGN_MESSAGES.vipFieldsRequired })
    .trim()
    .min(1, CAMPAIGN_MESSAGES.vipFieldsRequired)
    .max(255),
  promoCode: promoCodeSchema,
  discountPercent: campaignDiscountSchema,
  uniqueCodes: uniqueCodesSchema,
  oneOffToCustomers: oneOffToCustomersSchema,
});

/** POST /api/vip-email: one VIP offer to one address. */
export const vipEmailBodySchema = z.object({
  email: campaignEmailSchema,
  name: personNameSchema.default(''),
  promoCode: promoCodeSchema,
  discountPercent: campaignDiscountSchema,
  oneOffToCustomers: oneOffToCustomersSchema,
});

/** POST /api/test-vip-email: the VIP e-mail to the signed-in admin only (the spec sends it empty). */
export const testVipEmailBodySchema = z
  .object({ promoCode: promoCodeSchema.optional(), discountPercent: campaignDiscountSchema.optional() })
  .default({});

/** POST /api/send-tournament-campaign */
export const tournamentCampaignBodySchema = z.object({
  emailSubject: z
    .string({ message: CAMPAIGN_MESSAGES.tournamentInvalid })
    .refine(noLineBreaks, CAMPAIGN_MESSAGES.lineBreaks)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, CAMPAIGN_MESSAGES.tournamentInvalid).max(200)),
  promoCode: promoCodeSchema,
  discountPercent: campaignDiscountSchema,
  uniqueCodes: uniqueCodesSchema,
});

export const campaignCountsSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  cancelled: z.number().int(),
  /** Not yet sent: pending plus queued in the outbox. */
  remaining: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CAMPAIGN_KINDS),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  isTest: z.boolean(),
  discountCode: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  uniqueCodes: z.boolean(),
  ratePerSecond: z.number().int(),
  counts: campaignCountsSchema,
  /** Who was skipped and why, in plain words (most first). */
  skippedWhy: z.array(z.object({ reason: z.string(), words: z.string(), count: z.number().int() })),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** A scheduled campaign's send time (kept once it has started). */
  scheduledAt: z.iso.datetime().nullable(),
});
export type CampaignDto = z.infer<typeof campaignSchema>;

/** What every sending call answers: the job as it stands (it goes on in the background). */
export const campaignResponseSchema = z.object({ campaign: campaignSchema });
export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema) });
/** GET /api/admin/campaigns?kind=vip: the latest CAMPAIGN_LIST_LIMIT, newest first, test sends included. */
export const campaignListQuerySchema = z.object({ kind: z.enum(CAMPAIGN_KINDS).optional() });
export const campaignActionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(['pause', 'resume', 'cancel']),
});

/** POST /api/import-customers (multipart `csvFile`): `result` as the spec reads it, plus malformed rows by line. */
export const importResultSchema = z.object({
  result: z.object({
    imported: z.number().int(),
    skipped: z.number().int(),
    duplicates: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  }),
});
export type ImportResult = z.infer<typeof importResultSchema>['result'];

/** A tournament list's row imported as a contact but left off the calendar: its date could not be used. */
export const eventDateProblemRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  /** The date cell's text as the list gave it ('' when empty or absent). */
  found: z.string(),
  problem: z.enum(EVENT_DATE_PROBLEMS),
});
export type EventDateProblemRow = z.infer<typeof eventDateProblemRowSchema>;

/** POST /api/upload-tournament-csv and /api/upload-vip-csv (multipart `csvFile`). */
export const listUploadSchema = z.object({
  count: z.number().int(),
  csvFileName: z.string(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  /** A tournament list's calendar: organizers with a usable event date, and the rows without one (with them as CSV). */
  calendar: z
    .object({
      onCalendar: z.number().int(),
      unusable: z.array(eventDateProblemRowSchema),
      unusableCsv: z.string().nullable(),
    })
    .optional(),
});
export type ListUpload = z.infer<typeof listUploadSchema>;

/** GET /api/admin/contacts/summary: the panels' numbers. */
const listSummarySchema = z.object({ csvFileName: z.string(), count: z.number().int(), uploadedAt: z.iso.datetime() });
export const contactSummarySchema = z.object({
  contacts: z.number().int(),
  /** Consented and not suppressed: who a marketing or mass discount e-mail would reach now. */
  marketable: z.number().int(),
  suppressed: z.number().int(),
  vipList: listSummarySchema.nullable(),
  tournamentList: listSummarySchema.nullable(),
  /** The marketing form's default exclusion list (one address: the shop's own). */
  defaultExclusions: z.array(z.string()),
});

/** GET/POST /api/admin/suppressions, DELETE /api/admin/suppressions/{id} */
export const suppressionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export const suppressionListSchema = z.object({
  suppressions: z.array(suppressionSchema),
  nextCursor: nextCursorField,
});
export const addSuppressionBodySchema = z.object({
  email: campaignEmailSchema,
  note: z.string().trim().max(500).optional(),
});

/** An unsubscribe token: `{recipientId}.{HMAC}` (link-signing.ts under the subject `unsubscribe:{recipientId}`). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[1-9][0-9]{0,11}\.[A-Za-z0-9_-]{43}$/;
export const unsubscribeParamsSchema = z.object({
  token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, CAMPAIGN_MESSAGES.unsubscribeNotFound),
});
/** GET /api/unsubscribe/{token}; POST .../{token} (RFC 8058 one-click) and .../{token}/undo answer the same. */
export const unsubscribeStatusSchema = z.object({
  /** The address, partly masked (j***@example.com). */
  email: z.string(),
  unsubscribed: z.boolean(),
  message: z.string(),
});
