import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz } from './columns';

/** One row per address and form (popup_15off, exit_intent_free_pin, ...): a repeat signup is a no-op. */
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

export const contactSources = ['shopify-import', 'tournament-csv', 'signup', 'order', 'manual'] as const;
export type ContactSource = (typeof contactSources)[number];

/** The audience of e-mail campaigns: one row per address. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    source: text('source', { enum: contactSources }).notNull(),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(true),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contacts_email_lower_key').on(sql`lower(${t.email})`),
    check('contacts_source_check', oneOf(t.source, contactSources)),
  ],
);

/** One row per e-mail sent by a campaign (who got which code, when). */
export const emailCampaigns = pgTable('email_campaigns', {
  id: id(),
  customerEmail: text('customer_email').notNull(),
  discountCode: text('discount_code'),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
  campaignType: text('campaign_type').notNull().default('discount'),
});

export type NewsletterSignup = typeof newsletterSignups.$inferSelect;
export type NewNewsletterSignup = typeof newsletterSignups.$inferInsert;
export type Contact = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;
export type EmailCampaign = typeof emailCampaigns.$inferSelect;
export type NewEmailCampaign = typeof emailCampaigns.$inferInsert;
