/**
 * Verified reviews: the buyer's form behind the signed link of their order, the owner's moderation, and what the
 * pages show (published reviews only, with their real average and count).
 */
import { z } from 'zod';
import { nextCursorField, pageQueryFields } from '../cursor';

export const REVIEW_ORDER_KINDS = ['regular', 'custom'] as const;
export const REVIEW_HIDE_REASONS = ['spam', 'offensive', 'personal_data'] as const;
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;

/** The owner's words for each reason a review may be hidden (never its rating). */
export const REVIEW_HIDE_REASON_LABELS: Record<(typeof REVIEW_HIDE_REASONS)[number], string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive language',
  personal_data: "Someone's personal data",
};

export const REVIEW_BODY_MAX = 2000;

export const REVIEW_MESSAGES = {
  rating: 'Choose from 1 to 5 stars.',
  bodyShort: 'Please write a few words about your pins (at least 10 characters).',
  bodyLong: `Please keep your review under ${REVIEW_BODY_MAX} characters.`,
  link: 'This review link is not valid. Please use the link from your e-mail.',
  notDelivered: 'You can review your order once it has been delivered.',
  twice: 'You have already reviewed this for this order. Thank you!',
  notInOrder: 'This product is not part of your order.',
  productRequired: 'Choose the product you are reviewing.',
  photoType: 'Please upload a photo (PNG, JPG, GIF or WebP).',
  reason: 'Choose why the review is hidden: spam, offensive language or personal data.',
  reply: 'Please write your reply (at most 2000 characters).',
} as const;

export const reviewOrderKindSchema = z.enum(REVIEW_ORDER_KINDS, { message: 'Unknown kind of order' });

/** The signed link's parts: /review/{kind}/{orderId}?token=... */
export const reviewLinkSchema = z.object({
  kind: reviewOrderKindSchema,
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string({ message: REVIEW_MESSAGES.link }).min(1, REVIEW_MESSAGES.link).max(200, REVIEW_MESSAGES.link),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/** The form's text fields (multipart; the optional `photo` is the file part). */
export const reviewFormSchema = reviewLinkSchema.extend({
  productId: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number({ message: REVIEW_MESSAGES.productRequired }).int().positive().max(2_147_483_647).optional(),
  ),
  rating: z.coerce
    .number({ message: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  body: z
    .string({ message: REVIEW_MESSAGES.bodyShort })
    .trim()
    .min(10, REVIEW_MESSAGES.bodyShort)
    .max(REVIEW_BODY_MAX, REVIEW_MESSAGES.bodyLong),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** What the link opens: the order's products and which of them are reviewed already. */
export const reviewInvitationSchema = z.object({
  kind: reviewOrderKindSchema,
  orderId: z.number().int(),
  firstName: z.string(),
  delivered: z.boolean(),
  items: z.array(
    z.object({
      /** Null for a custom order (reviewed as a whole). */
      productId: z.number().int().nullable(),
      name: z.string(),
      reviewed: z.boolean(),
    }),
  ),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

export const publicReviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  photoUrl: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The real average of the published reviews (one decimal) and their count; count 0 shows nothing. */
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Every reviewed product's published average and count, by product id (the catalogue's cards). */
export const ratingSummariesSchema = z.record(z.string(), ratingSummarySchema);
export type RatingSummaries = z.infer<typeof ratingSummariesSchema>;

export const productReviewsSchema = z.object({ summary: ratingSummarySchema, reviews: z.array(publicReviewSchema) });
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** Reviews a product page shows at first; "Show more reviews" reads the next as many. */
export const PRODUCT_REVIEW_PAGE_SIZE = 10;

/** GET /api/products/:id/reviews: newest first, a page at a time (core/cursor.ts). */
export const productReviewQuerySchema = z.object(pageQueryFields(PRODUCT_REVIEW_PAGE_SIZE));

/** A page of a product's published reviews; `summary` counts and averages every one of them, not the page. */
export const productReviewPageSchema = productReviewsSchema.extend({ nextCursor: nextCursorField });
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;

export const reviewCreatedSchema = z.object({ id: z.number().int(), status: z.enum(REVIEW_STATUSES) });

export const adminReviewSchema = publicReviewSchema.extend({
  orderKind: reviewOrderKindSchema,
  orderId: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.enum(REVIEW_HIDE_REASONS).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { message: 'Unknown review status' }).default('pending'),
  ...pageQueryFields(),
});
export type AdminReviewQuery = z.output<typeof adminReviewQuerySchema>;

/** A page of one status's reviews, newest first; `nextCursor` null on the last page. */
export const adminReviewPageSchema = z.object({ reviews: z.array(adminReviewSchema), nextCursor: nextCursorField });

/** The owner's decision: publish, or hide for one of the stated reasons (a low rating is not one). */
export const reviewModerationSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish') }),
    z.object({
      action: z.literal('hide'),
      reason: z.enum(REVIEW_HIDE_REASONS, { message: REVIEW_MESSAGES.reason }),
    }),
  ],
  { message: 'Choose publish or hide' },
);
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

export const reviewReplySchema = z.object({
  reply: z.string({ message: REVIEW_MESSAGES.reply }).trim().max(2000, REVIEW_MESSAGES.reply),
});
