/**
 * Reads that loader-fed pages keep for this browser's later client-side visits (app/lib/browser-memo): the
 * catalogue of /wholesale (an admin's product edit forgets it) with its cards' ratings, and the home page's
 * latest-articles strip.
 */
import { browserMemo } from './browser-memo';
import { shopApi } from './shop-api';

/**
 * The home page's latest-articles strip: core's BLOG_STRIP_LIMIT (core/schemas/blog, checked equal in
 * browser-reads.test.ts), written here because importing it from that module would bring zod to the home page.
 */
export const LATEST_POSTS_LIMIT = 3;

/** GET /api/products. */
export const browserCatalogue = browserMemo(() => shopApi.products());

/** GET /api/reviews/summaries: the published average and count of each reviewed product. */
export const browserRatings = browserMemo(() => shopApi.ratingSummaries());

/** GET /api/blog?limit=3. */
export const browserLatestPosts = browserMemo(() => shopApi.latestPosts(LATEST_POSTS_LIMIT));
