/**
 * Two app instances on one PostgreSQL: the published reviews the pages read (every product's stars, a product's first
 * page) are kept until a write to reviews, whoever makes it; a review published through one instance shows in the
 * other's next read once the notification arrives (a bounded wait, never a fixed sleep), and in the writer's own at
 * once. PostgreSQL only: PGlite is one process's database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgresServer } from '../../../tests/helpers/database';
import { twinHarness } from '../../../tests/helpers/twins';
import type { App } from '../../app';
import { reviews } from '../../db/schema';

/** A product of the demo catalogue no other test of this file reviews. */
const PRODUCT = 9;

describe.skipIf(!onPostgresServer())('published reviews in two instances', () => {
  const { world } = twinHarness(49);

  const read = async (app: App) => {
    const page = await app.inject({ method: 'GET', url: `/api/products/${PRODUCT}/reviews` });
    const summaries = await app.inject({ method: 'GET', url: '/api/reviews/summaries' });
    expect([page.statusCode, summaries.statusCode]).toEqual([200, 200]);
    const stars = (summaries.json() as Record<string, { count: number; average: number }>)[PRODUCT] ?? null;
    return { count: (page.json() as { summary: { count: number } }).summary.count, stars };
  };

  it("a review published through one instance reaches the other's stars and product page", async () => {
    const [first, second] = world.twins.apps;
    const db = world.twins.database.db;
    const [review] = await db
      .insert(reviews)
      .values({
        orderKind: 'regular',
        orderId: 900_001,
        productId: PRODUCT,
        authorName: 'Twin B.',
        rating: 4,
        body: 'Crisp enamel.',
      })
      .returning();
    // Read (and kept) by both while it waits for the owner.
    expect(await read(first)).toEqual({ count: 0, stars: null });
    expect(await read(second)).toEqual({ count: 0, stars: null });

    // Published through the first instance's pool: that instance hears its own write before the update resolves.
    await db.update(reviews).set({ status: 'published', moderatedAt: new Date() }).where(eq(reviews.id, review!.id));
    expect(await read(first)).toEqual({ count: 1, stars: { count: 1, average: 4 } });
    await expect
      .poll(() => read(second), { timeout: 5_000, interval: 20 })
      .toEqual({
        count: 1,
        stars: { count: 1, average: 4 },
      });

    await db.delete(reviews).where(eq(reviews.id, review!.id));
    expect(await read(first)).toEqual({ count: 0, stars: null });
    await expect.poll(() => read(second), { timeout: 5_000, interval: 20 }).toEqual({ count: 0, stars: null });
  });
});
