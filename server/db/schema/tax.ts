import { boolean, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, timestamptz } from './columns';
import { uploads } from './uploads';

export const taxCountries = ['US', 'CA'] as const;

/** One component of a jurisdiction's rate: 'Sales tax', or GST, PST, HST; thousandths of a percent (7.25% = 7250). */
export interface TaxRateComponent {
  label: string;
  rateThousandths: number;
}

/**
 * The owner's sales tax rates, one row per change (never updated): a state's or province's rates in force at a time
 * are those of its newest row whose effective_from is not later. A row with no components removes the rate. The
 * history stays, so an order is taxed as of its own time.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    country: text('country', { enum: taxCountries }).notNull(),
    region: text('region').notNull(),
    components: jsonb('components').$type<TaxRateComponent[]>().notNull(),
    taxShipping: boolean('tax_shipping').notNull().default(false),
    effectiveFrom: timestamptz('effective_from').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_rates_country_check', oneOf(t.country, taxCountries)),
    index('tax_rates_region_from_idx').on(t.country, t.region, t.effectiveFrom),
  ],
);

export const taxItemKinds = ['product', 'custom-order'] as const;
export type TaxItemKind = (typeof taxItemKinds)[number];

/** What the owner said is not taxable: a catalogue product (its id) or a kind of custom order. Taxable otherwise. */
export const taxExemptItems = pgTable(
  'tax_exempt_items',
  {
    id: id(),
    kind: text('kind', { enum: taxItemKinds }).notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_exempt_items_kind_check', oneOf(t.kind, taxItemKinds)),
    unique('tax_exempt_items_kind_ref_unique').on(t.kind, t.ref),
  ],
);

export const taxCertificateKinds = ['resale', 'exemption'] as const;
export const taxCertificateStatuses = ['pending', 'approved', 'rejected'] as const;

/** A customer's resale or exemption certificate for one state or province, as uploaded and as the owner judged it. */
export const taxCertificates = pgTable(
  'tax_certificates',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: taxCertificateKinds }).notNull(),
    country: text('country', { enum: taxCountries }).notNull(),
    region: text('region').notNull(),
    number: text('number').notNull(),
    /** YYYY-MM-DD: the last day it is good for. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    status: text('status', { enum: taxCertificateStatuses }).notNull().default('pending'),
    /** The owner's reason (a rejection's, or a note on approval). */
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_certificates_kind_check', oneOf(t.kind, taxCertificateKinds)),
    check('tax_certificates_status_check', oneOf(t.status, taxCertificateStatuses)),
    check('tax_certificates_country_check', oneOf(t.country, taxCountries)),
    // The lists a page at a time (decision 040): the owner's by status, the customer's own (which also serves the
    // look-ups by user the single user_id index served).
    index('tax_certificates_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('tax_certificates_user_created_at_id_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * Each expiry notice sent: one row per certificate, unique, inserted in the transaction that queues its e-mail, so
 * across instances and restarts a certificate's notice goes out once.
 */
export const taxCertificateNotices = pgTable('tax_certificate_notices', {
  id: id(),
  certificateId: integer('certificate_id')
    .notNull()
    .unique('tax_certificate_notices_certificate_unique')
    .references(() => taxCertificates.id, { onDelete: 'cascade' }),
  outboxId: integer('outbox_id').notNull(),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
});

export type TaxRateRow = typeof taxRates.$inferSelect;
export type TaxCertificate = typeof taxCertificates.$inferSelect;
