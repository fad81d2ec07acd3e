import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_STATUSES,
  CONTACT_LIST_KINDS,
  CONTACT_SOURCES,
  RECIPIENT_STATUSES,
  SUPPRESSION_REASONS,
} from '../../../core/schemas/campaigns';
import type { EmailBlock } from '../../../core/schemas/email-blocks';
import { users } from './accounts';
import { outbox } from './outbox';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: id(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    consentAt: timestamptz('consent_at').notNull().defaultNow(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_signups_email_lower_source_key').on(sql`lower(${t.email})`, t.source)],
);

export const contactSources = CONTACT_SOURCES;
export type ContactSource = (typeof contactSources)[number];

/**
 * The people the shop may write to: one row per address (case-insensitive). Every contact may get transactional
 * mail; marketing goes only to those with `marketingConsentAt` (an explicit opt-in, whose origin is
 * `consentSource`) and not on the suppression list at the moment of sending.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    phone: text('phone'),
    /** Where the address first came from. */
    source: text('source', { enum: contactSources }).notNull(),
    /** When the person opted in to marketing; null = transactional mail only. */
    marketingConsentAt: timestamptz('marketing_consent_at'),
    /** How the opt-in was given, e.g. "newsletter popup_15off" or "Shopify export: Accepts Email Marketing = yes". */
    consentSource: text('consent_source'),
    /** When the person said no to marketing (a Shopify export row with Accepts Email Marketing = no). */
    marketingRefusedAt: timestamptz('marketing_refused_at'),
    /** The owner's own note about the person (the admin's customer profile): never shown to them. */
    internalNote: text('internal_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contacts_email_lower_key').on(sql`lower(${t.email})`),
    check('contacts_source_check', oneOf(t.source, contactSources)),
    check('contacts_consent_check', sql`(${t.marketingConsentAt} is null) = (${t.consentSource} is null)`),
  ],
);

export const suppressionReasons = SUPPRESSION_REASONS;
export type SuppressionReason = (typeof suppressionReasons)[number];

/** Addresses that never get marketing mail, whatever list they are on; checked when each message is queued. */
export const suppressions = pgTable(
  'suppressions',
  {
    id: id(),
    email: text('email').notNull(),
    reason: text('reason', { enum: suppressionReasons }).notNull(),
    /** The campaign whose e-mail was unsubscribed from (or bounced), when known. */
    campaignId: integer('campaign_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suppressions_email_lower_key').on(sql`lower(${t.email})`),
    // The admin's list, newest first a page at a time (core/cursor.ts): read backwards, so the row comparison is
    // the index's own condition (it is not on a descending index).
    index('suppressions_created_at_id_idx').on(t.createdAt, t.id),
    check('suppressions_reason_check', oneOf(t.reason, suppressionReasons)),
  ],
);

export const contactListKinds = CONTACT_LIST_KINDS;
export type ContactListKind = (typeof contactListKinds)[number];

/** An uploaded CSV of people for one kind of campaign (VIP customers, tournament organisers). */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: id(),
    kind: text('kind', { enum: contactListKinds }).notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_lists_kind_check', oneOf(t.kind, contactListKinds)),
    index('contact_lists_kind_created_at_idx').on(t.kind, t.createdAt),
  ],
);

export const contactListMembers = pgTable(
  'contact_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** Columns of the CSV row beyond name and e-mail (organisation, tournament, date...), for the export. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** A tournament row's event day (YYYY-MM-DD), read from its date column: the tournament calendar counts from it. */
    eventDate: date('event_date', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.contactId] }),
    index('contact_list_members_event_date_idx').on(t.eventDate),
  ],
);

export const campaignKinds = CAMPAIGN_KINDS;
export type CampaignKind = (typeof campaignKinds)[number];
export const campaignStatuses = CAMPAIGN_STATUSES;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * A campaign is a job: its recipients are fixed when it is created (rows of email_campaigns), then the
 * dispatcher queues them into the outbox at `ratePerSecond`, one instance at a time (`nextDispatchAt`).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    kind: text('kind', { enum: campaignKinds }).notNull(),
    subject: text('subject').notNull(),
    /** Marketing: the admin's HTML after sanitising. Templated kinds, and marketing composed of blocks: null. */
    htmlContent: text('html_content'),
    /** Marketing composed in blocks: rendered when each batch is queued (product cards show the catalogue then). */
    blocks: jsonb('blocks').$type<EmailBlock[]>(),
    /** A scheduled campaign's send time: `scheduled` until then, when the dispatcher starts it. */
    scheduledAt: timestamptz('scheduled_at'),
    /** Discount: the existing code sent; VIP and tournament: the promo code (created if new). */
    discountCode: text('discount_code'),
    discountPercent: integer('discount_percent'),
    /** Each recipient gets their own single-use code, bound to their address. */
    uniqueCodes: boolean('unique_codes').notNull().default(false),
    listId: integer('list_id').references(() => contactLists.id, { onDelete: 'set null' }),
    excludedEmails: jsonb('excluded_emails').$type<string[]>().notNull().default([]),
    /** A test send to the admin who asked for it: not in the campaign list's totals. */
    isTest: boolean('is_test').notNull().default(false),
    status: text('status', { enum: campaignStatuses }).notNull().default('running'),
    ratePerSecond: integer('rate_per_second').notNull(),
    total: integer('total').notNull().default(0),
    nextDispatchAt: timestamptz('next_dispatch_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('campaigns_kind_check', oneOf(t.kind, campaignKinds)),
    check('campaigns_status_check', oneOf(t.status, campaignStatuses)),
    check('campaigns_rate_check', sql`${t.ratePerSecond} > 0`),
    check(
      'campaigns_discount_percent_check',
      sql`${t.discountPercent} is null or (${t.discountPercent} between 1 and 50)`,
    ),
    index('campaigns_status_next_dispatch_at_idx').on(t.status, t.nextDispatchAt),
  ],
);

/** The marketing form's saved e-mails: a named list of blocks (and a subject) to start a campaign from. */
export const campaignTemplates = pgTable(
  'campaign_templates',
  {
    id: id(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    blocks: jsonb('blocks').$type<EmailBlock[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaign_templates_name_lower_key').on(sql`lower(${t.name})`),
    index('campaign_templates_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

export const recipientStatuses = RECIPIENT_STATUSES;
export type RecipientStatus = (typeof recipientStatuses)[number];

/**
 * One row per (campaign, recipient), unique, so nobody gets the same campaign twice (the spec's email_campaigns:
 * customerEmail, discountCode, sentAt, campaignType). `queued` rows have their message in the outbox
 * (`outboxId`): sent or failed is the outbox row's status.
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: id(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name'),
    /** The code this recipient was sent (their own with unique codes). */
    discountCode: text('discount_code'),
    status: text('status', { enum: recipientStatuses }).notNull().default('pending'),
    /** Why a recipient was skipped at send time (unsubscribed, bounced, excluded...). */
    skipReason: text('skip_reason'),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** When the message was queued for sending. */
    sentAt: timestamptz('sent_at'),
    campaignType: text('campaign_type').notNull().default('discount'),
  },
  (t) => [
    uniqueIndex('email_campaigns_campaign_id_email_lower_key').on(t.campaignId, sql`lower(${t.customerEmail})`),
    check('email_campaigns_status_check', oneOf(t.status, recipientStatuses)),
    index('email_campaigns_campaign_id_status_idx').on(t.campaignId, t.status),
  ],
);

export type NewsletterSignup = typeof newsletterSignups.$inferSelect;
export type NewNewsletterSignup = typeof newsletterSignups.$inferInsert;
export type Contact = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;
export type Suppression = typeof suppressions.$inferSelect;
export type ContactList = typeof contactLists.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignTemplate = typeof campaignTemplates.$inferSelect;
export type EmailCampaign = typeof emailCampaigns.$inferSelect;
export type NewEmailCampaign = typeof emailCampaigns.$inferInsert;
