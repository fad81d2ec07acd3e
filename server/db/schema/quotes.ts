import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_KINDS } from '../../../core/pricing/price-table';
import type { PinDesign } from '../../../core/designs';
import type { ShipTo } from '../../../core/schemas/ship-to';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { uploads } from './uploads';

export const quoteStatuses = ['pending', 'quoted', 'approved', 'completed'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    companyName: text('company_name'),
    projectDescription: text('project_description').notNull(),
    /** What the quote is for (core/pricing/price-table's PRODUCT_KINDS); requests before the other products: pins. */
    product: text('product', { enum: PRODUCT_KINDS }).notNull().default('pin'),
    quantity: integer('quantity').notNull(),
    logoFileName: text('logo_file_name'),
    logoUrl: text('logo_url'),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /**
     * The designs the customer listed (decision 045), each with its name, quantity and artwork; design 1's artwork is
     * also `logoUrl`. Empty: one design, the logo, of the whole quantity (every request before designs).
     */
    designs: jsonb('designs').$type<PinDesign[]>().notNull().default([]),
    /** 1inch, 1.5inch or other (details in the notes). */
    preferredSize: text('preferred_size'),
    /** As the form sends it (YYYY-MM-DD text). */
    deadlineDate: text('deadline_date'),
    additionalNotes: text('additional_notes'),
    status: text('status', { enum: quoteStatuses }).notNull().default('pending'),
    /** Integer cents, as the spec's API field. */
    quotedAmount: integer('quoted_amount'),
    quotedNotes: text('quoted_notes'),
    /** The order the quote prices (the admin may correct the request's size; plating is the admin's choice). */
    quotedSize: text('quoted_size'),
    quotedPlating: text('quoted_plating'),
    /** The quote's packaging (comma-joined, as a custom order keeps it) and rush, as the designer offers them. */
    quotedPackaging: text('quoted_packaging'),
    quotedRush: boolean('quoted_rush').notNull().default(false),
    /**
     * What the customer pays (the amount with packaging and rush), priced by the owner's price table when the quote
     * was answered: a later price change never moves it. Null on quotes answered before the table (first version).
     */
    quotedTotalCents: integer('quoted_total_cents'),
    /** Where the pins go, when the form gave it (optional there; the deposit page asks when it is missing). */
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    quotedAt: timestamptz('quoted_at'),
    /**
     * The priced order the e-mailed link pays the deposit of (a prepared custom order kept as long as the quote is
     * open); a new quote replaces it, so an older e-mail's link stops working.
     */
    preparedOrderId: integer('prepared_order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quote_requests_status_check', oneOf(t.status, quoteStatuses)),
    check('quote_requests_quantity_check', sql`${t.quantity} >= 1`),
    check('quote_requests_product_check', oneOf(t.product, PRODUCT_KINDS)),
    check('quote_requests_quoted_amount_check', sql`${t.quotedAmount} is null or ${t.quotedAmount} >= 0`),
    index('quote_requests_created_at_idx').on(t.createdAt),
  ],
);

export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type NewQuoteRequest = typeof quoteRequests.$inferInsert;
