/**
 * The published reviews as the shop's pages read them on every request: every product's stars (the catalogue), a
 * product's first page and the custom orders' (/reviews). Kept until a write to reviews (migration 0046: NOTIFY
 * reviews, heard by every instance), the way the catalogue, the blog's lists and the price table are
 * (server/db/cached-read.ts, docs/decisions/016-catalogue-snapshot.md). Read on each request, they cost /wholesale
 * and /product/1 a query or two each and put them over their CPU budget.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ProductReviewPage, RatingSummary } from '../../../core/schemas/reviews';
import { createCachedRead, type CachedRead } from '../../db/cached-read';
import type { DatabaseHandle } from '../../db/client';
import { listenForTableChanges } from '../../db/table-changes';

/** First pages kept at most: past this many products the kept ones are dropped and read again as asked. */
const MAX_PRODUCTS = 2_000;

/** Whose reviews: a catalogue product's (its id), or the custom orders' (the /reviews page). */
export type ReviewsOf = number | 'custom';

export interface PublishedReviewLoads {
  summaries(): Promise<Record<number, RatingSummary>>;
  firstPage(of: ReviewsOf): Promise<ProductReviewPage>;
}

export function createPublishedReviews(
  handle: DatabaseHandle,
  load: PublishedReviewLoads,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  // Heard asynchronously, never during this call: both are set by then.
  const changes = listenForTableChanges(
    handle,
    { channel: 'reviews', listenerName: 'pinshop-reviews', what: 'reviews' },
    () => {
      summaries.invalidate();
      // A page read under way is answered to whoever asked for it and then forgotten with its reader.
      firstPages.clear();
    },
    log,
  );
  const live = () => changes.live;
  const summaries = createCachedRead(() => load.summaries(), live);
  const firstPages = new Map<ReviewsOf, CachedRead<ProductReviewPage>>();

  return {
    /** Every reviewed product's average and count (absent: none). */
    summaries: (): Promise<Record<number, RatingSummary>> => summaries.read(),

    /** The first page of a product's (or the custom orders') published reviews, with the summary of them all. */
    firstPage(of: ReviewsOf): Promise<ProductReviewPage> {
      let read = firstPages.get(of);
      if (!read) {
        if (firstPages.size >= MAX_PRODUCTS) firstPages.clear();
        read = createCachedRead(() => load.firstPage(of), live);
        firstPages.set(of, read);
      }
      return read.read();
    },

    /** Stops listening for changes (the app closes). */
    close: () => changes.close(),
  };
}
