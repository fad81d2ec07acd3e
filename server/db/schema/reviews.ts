import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, timestamptz } from './columns';
import { uploads } from './uploads';

/** A review is about a catalogue order's product or about a custom order as a whole. */
export const reviewOrderKinds = ['regular', 'custom'] as const;
export type ReviewOrderKind = (typeof reviewOrderKinds)[number];

/** Pending until the owner approves it; hidden only for one of the stated reasons, never for its rating. */
export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewHideReasons = ['spam', 'offensive', 'personal_data'] as const;
export type ReviewHideReason = (typeof reviewHideReasons)[number];

/**
 * The review request e-mail of each order (the reviews module's): one row per order, unique, inserted in the
 * transaction that queues its e-mail, so across instances and restarts each buyer is asked once.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: id(),
    orderKind: text('order_kind', { enum: reviewOrderKinds }).notNull(),
    orderId: integer('order_id').notNull(),
    toAddress: text('to_address').notNull(),
    /** The queued e-mail (the outbox's row). */
    outboxId: integer('outbox_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    check('review_requests_order_kind_check', oneOf(t.orderKind, reviewOrderKinds)),
    unique('review_requests_order_unique').on(t.orderKind, t.orderId),
  ],
);

/** A buyer's review through the signed link of their order: one per product and order (custom: one per order). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderKind: text('order_kind', { enum: reviewOrderKinds }).notNull(),
    orderId: integer('order_id').notNull(),
    /** The catalogue product reviewed; null for a custom order. */
    productId: integer('product_id'),
    /** What the page shows: the buyer's first name and last initial. */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    hiddenReason: text('hidden_reason', { enum: reviewHideReasons }),
    /** The owner's public answer. */
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamptz('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_order_kind_check', oneOf(t.orderKind, reviewOrderKinds)),
    check('reviews_status_check', oneOf(t.status, reviewStatuses)),
    check('reviews_hidden_reason_check', oneOf(t.hiddenReason, reviewHideReasons)),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    // Hidden always with its reason, and a reason only on a hidden review.
    check('reviews_hidden_has_reason_check', sql`(${t.status} = 'hidden') = (${t.hiddenReason} is not null)`),
    unique('reviews_order_product_unique').on(t.orderKind, t.orderId, t.productId).nullsNotDistinct(),
    index('reviews_product_status_idx').on(t.productId, t.status),
    // The admin's list of one status, newest first a page at a time (core/cursor.ts), read backwards.
    index('reviews_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
  ],
);

export type Review = typeof reviews.$inferSelect;
