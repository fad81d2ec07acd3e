/**
 * A product's reviews a page at a time (GET /api/products/:id/reviews), and the custom orders' (GET
 * /api/reviews/custom-orders, the /reviews page): the page shows the first page and reads on by cursor, while the
 * average and count it shows still cover every published review, not just the page; pending and hidden ones count for
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_REVIEW_PAGE_SIZE, type ProductReviewPage } from '../../../core/schemas/reviews';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { insertOrderReview } from '../../../tests/helpers/order-test-data';
import { reviews } from '../../db/schema';

const PRODUCT = 9;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { pages: 'development' });
});
afterAll(() => t.close());

async function addReview(rating: number, status: 'published' | 'pending' | 'hidden' = 'published') {
  const row = await insertOrderReview(t.database.db, {
    productId: PRODUCT,
    rating,
    body: `Rated ${rating}`,
    status,
    hiddenReason: status === 'hidden' ? 'spam' : null,
  });
  return row.id;
}

async function page(query = ''): Promise<ProductReviewPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${PRODUCT}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductReviewPage>();
}

describe("a product's reviews, more than a page of them", () => {
  it('shows a page at a time, newest first, and the summary counts every published review', async () => {
    // 12 published: eight 5-star and four 2-star reviews, average (40 + 8) / 12 = 4.0; two not published.
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await addReview(i < 8 ? 5 : 2));
    await addReview(1, 'pending');
    await addReview(1, 'hidden');

    const first = await page();
    expect(first.reviews).toHaveLength(PRODUCT_REVIEW_PAGE_SIZE);
    expect(first.summary).toEqual({ count: 12, average: 4 });
    expect(first.reviews.map((review) => review.id)).toEqual([...ids].reverse().slice(0, PRODUCT_REVIEW_PAGE_SIZE));
    expect(first.nextCursor).not.toBeNull();

    const second = await page(`?cursor=${first.nextCursor}`);
    expect(second.summary).toEqual({ count: 12, average: 4 });
    expect(second.reviews.map((review) => review.id)).toEqual([...ids].reverse().slice(PRODUCT_REVIEW_PAGE_SIZE));
    expect(second.nextCursor).toBeNull();
  });

  it('answers a product without reviews with an empty page and a zero summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/4/reviews' });
    expect(res.json()).toEqual({ summary: { average: 0, count: 0 }, reviews: [], nextCursor: null });
  });
});

describe("the custom orders' reviews, more than a page of them", () => {
  it('shows a page at a time on /reviews, newest first, and the summary counts every published one', async () => {
    const add = async (n: number, rating: number, status: 'published' | 'pending' = 'published') => {
      const [row] = await t.database.db
        .insert(reviews)
        .values({
          orderKind: 'custom',
          orderId: 800_000 + n,
          authorName: 'Club C.',
          rating,
          body: `Custom ${n}`,
          status,
        })
        .returning();
      return row!.id;
    };
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await add(i, i < 8 ? 5 : 2));
    await add(99, 1, 'pending');
    const newestFirst = [...ids].reverse();

    const read = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reviews/custom-orders${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ProductReviewPage>();
    };
    const first = await read();
    expect(first.summary).toEqual({ count: 12, average: 4 });
    expect(first.reviews.map((review) => review.id)).toEqual(newestFirst.slice(0, PRODUCT_REVIEW_PAGE_SIZE));
    const second = await read(`?cursor=${first.nextCursor}`);
    expect(second.reviews.map((review) => review.id)).toEqual(newestFirst.slice(PRODUCT_REVIEW_PAGE_SIZE));
    expect(second.nextCursor).toBeNull();
    const refused = await t.app.inject({ method: 'GET', url: '/api/reviews/custom-orders?cursor=not-a-cursor' });
    expect(refused.statusCode).toBe(400);

    const page = await t.app.inject({ method: 'GET', url: '/reviews' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/>Custom 11</);
    expect(page.body).not.toMatch(/>Custom 0</);
    expect(page.body).toContain('Show more reviews');
  });
});
