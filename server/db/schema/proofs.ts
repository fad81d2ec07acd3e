import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { customOrders } from './custom-orders';
import { createdAt, id, oneOf, timestamptz } from './columns';
import { uploads } from './uploads';

/**
 * A mockup the studio drew for a custom order, numbered per order (1, 2, ...): every version is kept, the customer
 * approves one, and an approved version is never replaced (a new proof after approval needs the order reopened).
 */
export const customOrderProofs = pgTable(
  'custom_order_proofs',
  {
    id: id(),
    customOrderId: integer('custom_order_id')
      .notNull()
      .references(() => customOrders.id, { onDelete: 'cascade' }),
    /** Which of the order's designs it shows (decision 045): each design has its own versions, numbered from 1. */
    design: integer('design').notNull().default(1),
    version: integer('version').notNull(),
    /** The file as uploaded (PNG, JPEG, PDF or sanitised SVG). */
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    /** What the page shows: the file itself, or a PNG of a PDF's first page. */
    previewUploadId: uuid('preview_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    note: text('note'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamptz('approved_at'),
    /** Who approved: the signed-in customer, or null when approved through the e-mailed link. */
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address the approving link was sent to (the customer's e-mail at the time). */
    approvedByEmail: text('approved_by_email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('custom_order_proofs_order_design_version_key').on(t.customOrderId, t.design, t.version),
    check('custom_order_proofs_version_check', sql`${t.version} >= 1`),
    index('custom_order_proofs_order_idx').on(t.customOrderId),
  ],
);

export const proofFeedbackKinds = ['changes_requested', 'approved', 'reopened'] as const;
export type ProofFeedbackKind = (typeof proofFeedbackKinds)[number];

/** The conversation about the proofs: the customer's change requests (a comment, maybe an image), approvals, reopenings. */
export const proofFeedback = pgTable(
  'proof_feedback',
  {
    id: id(),
    customOrderId: integer('custom_order_id')
      .notNull()
      .references(() => customOrders.id, { onDelete: 'cascade' }),
    proofId: integer('proof_id').references(() => customOrderProofs.id, { onDelete: 'cascade' }),
    /** The design it is about (decision 045); a reopening may have no proof, so the design is kept here too. */
    design: integer('design').notNull().default(1),
    kind: text('kind', { enum: proofFeedbackKinds }).notNull(),
    comment: text('comment'),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The signed-in user who wrote it (customer or admin); null through the e-mailed link. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('proof_feedback_kind_check', oneOf(t.kind, proofFeedbackKinds)),
    index('proof_feedback_order_idx').on(t.customOrderId, t.id),
  ],
);

export type CustomOrderProof = typeof customOrderProofs.$inferSelect;
export type NewCustomOrderProof = typeof customOrderProofs.$inferInsert;
export type ProofFeedback = typeof proofFeedback.$inferSelect;
export type NewProofFeedback = typeof proofFeedback.$inferInsert;
