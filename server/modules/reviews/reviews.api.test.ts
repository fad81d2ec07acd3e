/**
 * Verified reviews through the whole shop: the signed link of a delivered order, one review per product and order,
 * a photo that must be an image, nothing shown before the owner publishes it, hidden only for a stated reason,
 * the owner's public reply, and the product's real average and count.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../core/schemas/reviews';
import { PDF_BYTES } from '../../../tests/helpers/multipart';
import { DAY_MS, PHOTO, reviewsWorld } from '../../../tests/helpers/reviews';
import { auditLog } from '../../db/schema';

const { world, clock, post, admin, get, regularOrder, customOrder } = reviewsWorld();

const review = (link: object, extra: Record<string, string | number> = {}) => ({
  ...link,
  productId: 1,
  rating: 5,
  body: 'Crisp enamel and the gold plating looks great on a cap.',
  ...extra,
});

describe('the review link', () => {
  it("opens the order's products; a forged or edited link is a 404", async () => {
    const { order, link } = await regularOrder();
    const query = (l: { kind: string; orderId: number; token: string }) =>
      get(`/api/reviews/invitation?kind=${l.kind}&orderId=${l.orderId}&token=${l.token}`);
    const res = await query(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Pat', delivered: true });
    expect(res.json().items.map((item: { productId: number }) => item.productId)).toEqual([1, 26]);
    expect((await query({ ...link, token: `${link.token.slice(0, -2)}xx` })).statusCode).toBe(404);
    expect((await query({ ...link, orderId: order.id + 1 })).statusCode).toBe(404);
    const forged = await post(review({ ...link, token: 'forged' }));
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(REVIEW_MESSAGES.link);
  });
});

describe('a review', () => {
  it('is taken once per product and order, with a photo, and waits for the owner', async () => {
    const { link } = await regularOrder();
    const res = await post(review(link), PHOTO);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
    const twice = await post(review(link, { rating: 4 }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().issues).toEqual([{ path: 'productId', message: REVIEW_MESSAGES.twice }]);
    // The other product of the same order is its own review.
    expect((await post(review(link, { productId: 26 }))).statusCode).toBe(201);
    const notInOrder = await post(review(link, { productId: 7 }));
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json().issues[0]).toEqual({ path: 'productId', message: REVIEW_MESSAGES.notInOrder });
  });

  it('is refused for an order not delivered; one shipped 14 days ago has arrived', async () => {
    const inProduction = await regularOrder({ status: 'processing' });
    const early = await post(review(inProduction.link));
    expect(early.statusCode).toBe(409);
    expect(early.json().issues).toEqual([{ path: 'orderId', message: REVIEW_MESSAGES.notDelivered }]);
    const shipped = await regularOrder({ status: 'shipped', shippedAt: new Date(Date.now() - 10 * DAY_MS) });
    expect((await post(review(shipped.link))).statusCode).toBe(409);
    clock.at = Date.now() + 5 * DAY_MS;
    try {
      expect((await post(review(shipped.link))).statusCode).toBe(201);
    } finally {
      clock.at = Date.now();
    }
  });

  it('takes a photo only if it is an image of at most 10 MB, and stars from 1 to 5 with some words', async () => {
    const { link } = await regularOrder();
    const pdf = await post(review(link), {
      ...PHOTO,
      filename: 'pins.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(REVIEW_MESSAGES.photoType);
    const huge = await post(review(link), {
      ...PHOTO,
      bytes: Buffer.concat([PHOTO.bytes, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(huge.statusCode).toBe(413);
    const stars = await post(review(link, { rating: 6 }));
    expect(stars.statusCode).toBe(400);
    expect(stars.json().issues).toEqual([{ path: 'rating', message: REVIEW_MESSAGES.rating }]);
    const short = await post(review(link, { body: 'ok' }));
    expect(short.json().issues).toEqual([{ path: 'body', message: REVIEW_MESSAGES.bodyShort }]);
    // None of the refused ones took the product's review.
    expect((await post(review(link))).statusCode).toBe(201);
  });
});

describe("the owner's moderation", () => {
  it('publishes: the product shows its real average and count, the reply with it; audited', async () => {
    const before = (await get('/api/products/5/reviews')).json();
    expect(before).toEqual({ summary: { average: 0, count: 0 }, reviews: [], nextCursor: null });
    // The catalogue's stars, read (and kept until a write to reviews) before any is published.
    const stars = async () => (await get('/api/reviews/summaries')).json()[5] ?? null;
    expect(await stars()).toBeNull();
    const ratings = [5, 2];
    const ids: number[] = [];
    for (const rating of ratings) {
      const { link } = await regularOrder({
        status: 'delivered',
        deliveredAt: new Date(),
        items: [{ productId: 5, name: 'Pebble', quantity: 1, priceCents: 1_199 }],
      });
      ids.push((await post(review(link, { productId: 5, rating }))).json().id);
    }
    expect((await get('/api/products/5/reviews')).json().summary.count).toBe(0);
    const pending = (await admin('GET', '/api/admin/reviews?status=pending')).json().reviews;
    expect(pending.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining(ids));
    for (const id of ids) {
      expect((await admin('POST', `/api/admin/reviews/${id}/moderation`, { action: 'publish' })).statusCode).toBe(200);
    }
    expect(
      (await admin('PUT', `/api/admin/reviews/${ids[1]}/reply`, { reply: 'Sorry! We are sending new ones.' }))
        .statusCode,
    ).toBe(200);
    const after = (await get('/api/products/5/reviews')).json();
    expect(after.summary).toEqual({ average: 3.5, count: 2 });
    expect(await stars()).toEqual({ average: 3.5, count: 2 });
    expect(after.reviews.find((r: { id: number }) => r.id === ids[1])).toMatchObject({
      rating: 2,
      authorName: 'Pat G.',
      reply: 'Sorry! We are sending new ones.',
    });
    const audit = await world.t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'review'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['review.submitted', 'review.published', 'review.replied']),
    );
    expect(audit.map((row) => row.details.summary)).toEqual(
      expect.arrayContaining(['Published the review by Pat G. (2 stars)', 'Replied to the review by Pat G.']),
    );
  });

  it('hides only for spam, offensive words or personal data, never without a reason', async () => {
    const { link } = await customOrder();
    const { id } = (await post(review(link, { rating: 1 }), PHOTO)).json();
    for (const body of [{ action: 'hide' }, { action: 'hide', reason: 'low_rating' }]) {
      const res = await admin('POST', `/api/admin/reviews/${id}/moderation`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(REVIEW_MESSAGES.reason);
    }
    await admin('POST', `/api/admin/reviews/${id}/moderation`, { action: 'publish' });
    const shown = (await get('/api/reviews/custom-orders')).json().reviews.find((r: { id: number }) => r.id === id);
    expect(shown).toMatchObject({ rating: 1, photoUrl: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    const photo = await get(shown.photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const hide = await admin('POST', `/api/admin/reviews/${id}/moderation`, {
      action: 'hide',
      reason: 'personal_data',
    });
    expect(hide.statusCode).toBe(200);
    const list = (await get('/api/reviews/custom-orders')).json().reviews;
    expect(list.some((r: { id: number }) => r.id === id)).toBe(false);
    const hidden = (await admin('GET', '/api/admin/reviews?status=hidden')).json().reviews;
    expect(hidden.find((r: { id: number }) => r.id === id)).toMatchObject({ hiddenReason: 'personal_data' });
  });

  it('is for the admin only', async () => {
    expect((await get('/api/admin/reviews')).statusCode).toBe(401);
    expect(
      (
        await world.t.app.inject({
          method: 'POST',
          url: '/api/admin/reviews/1/moderation',
          payload: { action: 'publish' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
