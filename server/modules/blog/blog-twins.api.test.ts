/**
 * Two app instances on one PostgreSQL: a write to blog_posts through one is seen by the other's next list
 * once the notification arrives (a bounded wait, never a fixed sleep), and by the writer's own next list at once; a
 * listener cut by the database reconnects. PostgreSQL only: PGlite is one process's database.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgresServer } from '../../../tests/helpers/database';
import { twinHarness } from '../../../tests/helpers/twins';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { BLOG_CHANNEL } from './published-posts';

describe.skipIf(!onPostgresServer())('the blog lists in two instances', () => {
  const { world } = twinHarness(17);

  const titleOn = async (app: App, id: number) => {
    const res = await app.inject({ method: 'GET', url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number; title: string }[]).find((post) => post.id === id)?.title ?? null;
  };
  const firstPost = async () => (await world.twins.database.db.select().from(blogPosts).limit(1))[0]!;

  it("a write through one instance reaches the other's list", async () => {
    const [first, second] = world.twins.apps;
    const post = await firstPost();
    expect(await titleOn(second, post.id)).toBe(post.title);
    expect(await titleOn(first, post.id)).toBe(post.title);
    // Through the first instance's pool: that instance hears its own write before the update resolves.
    await world.twins.database.db.update(blogPosts).set({ title: 'Twin edit' }).where(eq(blogPosts.id, post.id));
    expect(await titleOn(first, post.id)).toBe('Twin edit');
    await expect.poll(() => titleOn(second, post.id), { timeout: 5_000, interval: 20 }).toBe('Twin edit');

    await world.twins.database.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, post.id));
    expect(await titleOn(first, post.id)).toBeNull();
    await expect.poll(() => titleOn(second, post.id), { timeout: 5_000, interval: 20 }).toBeNull();
    await world.twins.database.db
      .update(blogPosts)
      .set({ isPublished: true, title: post.title })
      .where(eq(blogPosts.id, post.id));
    await expect.poll(() => titleOn(second, post.id), { timeout: 5_000, interval: 20 }).toBe(post.title);
  });

  it('a listener cut by the database reconnects, and the instances keep hearing each other', async () => {
    const [, second] = world.twins.apps;
    const db = world.twins.database.db;
    const post = await firstPost();
    const listeners = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and application_name = ${BLOG_CHANNEL.listenerName}`,
        )
      )[0]!.n;
    expect(await listeners()).toBe(2);
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${BLOG_CHANNEL.listenerName}`,
    );
    await db.update(blogPosts).set({ title: 'While cut' }).where(eq(blogPosts.id, post.id));
    // Never stale for long while it is down (the reads go to the database), nor once it is back.
    await expect.poll(() => titleOn(second, post.id), { timeout: 5_000, interval: 20 }).toBe('While cut');
    await expect.poll(listeners, { timeout: 10_000, interval: 50 }).toBe(2);

    await titleOn(second, post.id);
    await db.update(blogPosts).set({ title: 'After the cut' }).where(eq(blogPosts.id, post.id));
    await expect.poll(() => titleOn(second, post.id), { timeout: 5_000, interval: 20 }).toBe('After the cut');
  });
});
