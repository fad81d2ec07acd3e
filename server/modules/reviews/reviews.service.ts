/**
 * Verified reviews: the buyer's form behind the signed link of an arrived order (one review per product and order,
 * custom orders one per order), pending until the owner publishes it; hidden only for a stated reason; the owner's
 * public reply. Pages read the published ones only: their real average and count.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import { AppError } from '../../../core/errors';
import {
  REVIEW_HIDE_REASON_LABELS,
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewQuery,
  PRODUCT_REVIEW_PAGE_SIZE,
  type ProductReviewPage,
  type PublicReview,
  type RatingSummary,
  type ReviewForm,
  type ReviewInvitation,
  type ReviewLink,
  type ReviewModeration,
} from '../../../core/schemas/reviews';
import type { CurrentUser } from '../../current-user';
import type { DatabaseHandle, Executor } from '../../db/client';
import { afterTimeCursor, cursorTime, newestFirst } from '../../db/keyset';
import { products, reviews, uploads, type Review, type ReviewStatus } from '../../db/schema';
import { recordAudit } from '../audit';
import { uploadUrl, type IncomingFile, type UploadService } from '../uploads';
import { assertReviewLink } from './review-links';
import { createPublishedReviews, type ReviewsOf } from './published-reviews';
import { findReviewedOrder, type ReviewedOrder } from './reviewed-orders';

export interface ReviewServiceOptions {
  handle: DatabaseHandle;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  uploads: UploadService;
  linkSecret: string;
  now?: () => Date;
}

const PHOTO_KINDS = ['png', 'jpeg', 'gif', 'webp'] as const;

/** "Jamie Lee Fox" reads "Jamie F.": enough to be a person, not enough to find them. */
export function authorName(customerName: string): string {
  const parts = customerName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A customer';
  const last = parts.length > 1 ? ` ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.` : '';
  return `${parts[0]}${last}`;
}

function fieldError(kind: 'bad_request' | 'conflict', path: string, message: string): AppError {
  return new AppError(kind, message, { issues: [{ path, message }] });
}

const publicColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  rating: reviews.rating,
  body: reviews.body,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  photoKey: uploads.storageKey,
};

type PublicRow = { [K in keyof typeof publicColumns]: K extends 'photoKey' ? string | null : Review[K & keyof Review] };

function toPublic(row: PublicRow): PublicReview {
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    body: row.body,
    photoUrl: row.photoKey ? uploadUrl(row.photoKey) : null,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A review as the admin sees it: the public part, its order and product, its status. */
function adminReview({
  review,
  photoKey,
  productName,
}: {
  review: Review;
  photoKey: string | null;
  productName: string | null;
}): AdminReview {
  return {
    ...toPublic({ ...review, photoKey }),
    orderKind: review.orderKind,
    orderId: review.orderId,
    productId: review.productId,
    productName,
    status: review.status,
    hiddenReason: review.hiddenReason,
  };
}

function summaryOf(count: number, total: number): RatingSummary {
  return { count, average: count === 0 ? 0 : Math.round((total / count) * 10) / 10 };
}

export function createReviewService(options: ReviewServiceOptions) {
  const { linkSecret } = options;
  const { db } = options.handle;
  const now = options.now ?? (() => new Date());

  async function linkedOrder(executor: Executor, link: ReviewLink): Promise<ReviewedOrder> {
    assertReviewLink(linkSecret, link);
    const order = await findReviewedOrder(executor, link.kind, link.orderId, now());
    if (!order) throw new AppError('not_found', REVIEW_MESSAGES.link);
    return order;
  }

  async function reviewedProducts(executor: Executor, order: ReviewedOrder): Promise<(number | null)[]> {
    const rows = await executor
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(and(eq(reviews.orderKind, order.kind), eq(reviews.orderId, order.id)));
    return rows.map((row) => row.productId);
  }

  /** The published reviews' real average and count of every reviewed product; absent: none. */
  async function productSummaries(): Promise<Record<number, RatingSummary>> {
    const rows = await db
      .select({
        productId: reviews.productId,
        count: sql<number>`count(*)::int`,
        total: sql<number>`sum(${reviews.rating})::int`,
      })
      .from(reviews)
      .where(and(eq(reviews.status, 'published'), sql`${reviews.productId} is not null`))
      .groupBy(reviews.productId);
    return Object.fromEntries(rows.map((row) => [row.productId!, summaryOf(row.count, row.total)]));
  }

  /**
   * A page of the published reviews of a product (or of the custom orders), newest first; the summary counts every
   * one, not the page.
   */
  async function reviewPage(of: ReviewsOf, query: PageQuery): Promise<ProductReviewPage> {
    const scope = of === 'custom' ? eq(reviews.orderKind, 'custom') : eq(reviews.productId, of);
    const [totals] = await db
      .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
      .from(reviews)
      .where(and(eq(reviews.status, 'published'), scope));
    const found = await db
      .select({ ...publicColumns, at: cursorTime(reviews.createdAt) })
      .from(reviews)
      .leftJoin(uploads, eq(uploads.id, reviews.photoUploadId))
      .where(
        and(
          eq(reviews.status, 'published'),
          scope,
          afterTimeCursor(reviews.createdAt, reviews.id, query.cursor ? readCursor(query.cursor) : null),
        ),
      )
      .orderBy(...newestFirst(reviews.createdAt, reviews.id))
      .limit(query.limit + 1);
    const page = pageOf(found, query.limit, ({ id, at }) => ({ key: at, id }));
    return {
      summary: summaryOf(totals?.count ?? 0, totals?.total ?? 0),
      reviews: page.rows.map(toPublic),
      nextCursor: page.nextCursor,
    };
  }

  const publishedReviews = createPublishedReviews(
    options.handle,
    {
      summaries: productSummaries,
      firstPage: (of) => reviewPage(of, { limit: PRODUCT_REVIEW_PAGE_SIZE }),
    },
    options.log,
  );

  /** A page of published reviews: the pages' first (no cursor, their size) from the kept ones, any other read anew. */
  function publishedPage(of: ReviewsOf, query: PageQuery = { limit: PRODUCT_REVIEW_PAGE_SIZE }) {
    return !query.cursor && query.limit === PRODUCT_REVIEW_PAGE_SIZE
      ? publishedReviews.firstPage(of)
      : reviewPage(of, query);
  }

  async function moderated(tx: Executor, id: number): Promise<Review> {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw new AppError('not_found', 'Review not found');
    return row;
  }

  return {
    /** What the signed link opens: the order's products, which are reviewed already, and whether it arrived. */
    async invitation(link: ReviewLink): Promise<ReviewInvitation> {
      const order = await linkedOrder(db, link);
      const done = await reviewedProducts(db, order);
      return {
        kind: order.kind,
        orderId: order.id,
        firstName: authorName(order.customerName).split(' ')[0]!,
        delivered: order.arrived,
        items: order.items.map((item) => ({ ...item, reviewed: done.includes(item.productId) })),
      };
    },

    /** The buyer's review, pending until the owner publishes it. */
    async submit(
      form: ReviewForm,
      photo: IncomingFile | null,
      ip: string,
    ): Promise<{ id: number; status: ReviewStatus }> {
      return db.transaction(async (tx) => {
        const order = await linkedOrder(tx, form);
        if (!order.arrived) throw fieldError('conflict', 'orderId', REVIEW_MESSAGES.notDelivered);
        const productId = order.kind === 'custom' ? null : (form.productId ?? null);
        if (order.kind === 'regular') {
          if (productId === null) throw fieldError('bad_request', 'productId', REVIEW_MESSAGES.productRequired);
          if (!order.items.some((item) => item.productId === productId)) {
            throw fieldError('bad_request', 'productId', REVIEW_MESSAGES.notInOrder);
          }
        }
        // Checked before the photo is stored; the unique row settles a race.
        if ((await reviewedProducts(tx, order)).includes(productId)) {
          throw fieldError('conflict', 'productId', REVIEW_MESSAGES.twice);
        }
        const stored = photo
          ? await options.uploads.accept(tx, photo, {
              kinds: PHOTO_KINDS,
              purpose: 'review-photo',
              typeMessage: REVIEW_MESSAGES.photoType,
            })
          : null;
        const [row] = await tx
          .insert(reviews)
          .values({
            orderKind: order.kind,
            orderId: order.id,
            productId,
            authorName: authorName(order.customerName),
            rating: form.rating,
            body: form.body,
            photoUploadId: stored?.upload.id ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: reviews.id, status: reviews.status });
        if (!row) throw fieldError('conflict', 'productId', REVIEW_MESSAGES.twice);
        await recordAudit(tx, {
          actor: null,
          action: 'review.submitted',
          entity: 'review',
          entityId: row.id,
          details: {
            orderKind: order.kind,
            orderId: order.id,
            productId,
            rating: form.rating,
            summary: `${authorName(order.customerName)} reviewed order ${order.reference} (${stars(form.rating)})`,
          },
          ip,
        });
        return row;
      });
    },

    /** The published reviews' real average and count of every reviewed product (cards); absent: none. */
    productSummaries: (): Promise<Record<number, RatingSummary>> => publishedReviews.summaries(),

    /**
     * A page of the product's published reviews, newest first; the summary counts every one, not the page. Without a
     * cursor, the first page, as the product page renders it: kept until the next write to reviews.
     */
    productReviews: (productId: number, query?: PageQuery): Promise<ProductReviewPage> =>
      publishedPage(productId, query),

    /** Stops listening for changes to reviews (the app closes). */
    close: () => publishedReviews.close(),

    /** The custom orders' published reviews, with their photos (the /reviews page): as productReviews. */
    customReviews: (query?: PageQuery): Promise<ProductReviewPage> => publishedPage('custom', query),

    /** One status's reviews, newest first, a page at a time. */
    async adminList(query: AdminReviewQuery): Promise<{ reviews: AdminReview[]; nextCursor: string | null }> {
      const found = await db
        .select({
          review: reviews,
          photoKey: uploads.storageKey,
          productName: products.name,
          at: cursorTime(reviews.createdAt),
        })
        .from(reviews)
        .leftJoin(uploads, eq(uploads.id, reviews.photoUploadId))
        .leftJoin(products, eq(products.id, reviews.productId))
        .where(
          and(
            eq(reviews.status, query.status),
            afterTimeCursor(reviews.createdAt, reviews.id, query.cursor ? readCursor(query.cursor) : null),
          ),
        )
        .orderBy(...newestFirst(reviews.createdAt, reviews.id))
        .limit(query.limit + 1);
      const page = pageOf(found, query.limit, ({ review, at }) => ({ key: at, id: review.id }));
      return { reviews: page.rows.map(adminReview), nextCursor: page.nextCursor };
    },

    /** Publishes a review, or hides it for a stated reason (the schema allows no other). */
    async moderate(id: number, decision: ReviewModeration, user: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await moderated(tx, id);
        const after =
          decision.action === 'publish'
            ? { status: 'published' as const, hiddenReason: null }
            : { status: 'hidden' as const, hiddenReason: decision.reason };
        await tx
          .update(reviews)
          .set({ ...after, moderatedBy: user.id, moderatedAt: now() })
          .where(eq(reviews.id, id));
        await recordAudit(tx, {
          actor: user,
          action: decision.action === 'publish' ? 'review.published' : 'review.hidden',
          entity: 'review',
          entityId: id,
          details: {
            summary:
              decision.action === 'publish'
                ? `Published the review by ${before.authorName} (${stars(before.rating)})`
                : `Hid the review by ${before.authorName}: ${REVIEW_HIDE_REASON_LABELS[decision.reason].toLowerCase()}`,
          },
          before: { status: before.status, hiddenReason: before.hiddenReason },
          after,
          ip,
        });
      });
    },

    /** The owner's public reply (empty removes it). */
    async reply(id: number, text: string, user: CurrentUser, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await moderated(tx, id);
        const reply = text === '' ? null : text;
        await tx
          .update(reviews)
          .set({ reply, repliedAt: reply ? now() : null })
          .where(eq(reviews.id, id));
        await recordAudit(tx, {
          actor: user,
          action: 'review.replied',
          entity: 'review',
          entityId: id,
          details: {
            summary: reply
              ? `Replied to the review by ${before.authorName}`
              : `Removed the reply to the review by ${before.authorName}`,
          },
          before: { reply: before.reply },
          after: { reply },
          ip,
        });
      });
    },
  };
}

function stars(rating: number): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}`;
}

export type ReviewService = ReturnType<typeof createReviewService>;
