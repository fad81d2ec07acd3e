/**
 * The published posts' lists from the cache: every write to blog_posts (here plain SQL, as a seed or a
 * console writes) is seen by the very next list, a scheduled post appears when its time comes, and a reader's view
 * leaves the cache alone. PGlite, or PostgreSQL when TEST_DATABASE_URL is set; blog-twins.api.test.ts covers a
 * second instance.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostSummaryDto } from '../../../core/schemas/blog';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { blogPosts, type NewBlogPost } from '../../db/schema';

let t: TestApp;
let authorId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [post] = await t.database.db.select().from(blogPosts).limit(1);
  authorId = post!.authorId;
});
afterAll(() => t.close());

async function list(query = ''): Promise<BlogPostSummaryDto[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/blog${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const listed = async (slug: string) => (await list()).find((post) => post.slug === slug);

let made = 0;
async function newPost(values: Partial<NewBlogPost> = {}): Promise<{ id: number; slug: string }> {
  made += 1;
  const slug = `cached-list-post-${made}`;
  const [row] = await t.database.db
    .insert(blogPosts)
    .values({
      title: `Cached list post ${made}`,
      slug,
      content: '<p>Body.</p>',
      authorId,
      category: 'tips',
      isPublished: true,
      publishedAt: new Date(Date.now() - 60_000),
      ...values,
    })
    .returning({ id: blogPosts.id });
  return { id: row!.id, slug };
}

describe('every write shows in the next list', () => {
  it('a publish, an edit, an unpublish and a delete', async () => {
    const draft = await newPost({ isPublished: false });
    expect(await listed(draft.slug)).toBeUndefined();
    const db = t.database.db;

    await db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.id, draft.id));
    expect(await listed(draft.slug)).toMatchObject({ title: 'Cached list post 1' });

    await db.update(blogPosts).set({ title: 'Edited', category: 'news' }).where(eq(blogPosts.id, draft.id));
    expect(await listed(draft.slug)).toMatchObject({ title: 'Edited', category: 'news' });
    expect((await list('?category=news')).map((post) => post.slug)).toContain(draft.slug);
    expect((await list('?category=tips')).map((post) => post.slug)).not.toContain(draft.slug);

    await db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, draft.id));
    expect(await listed(draft.slug)).toBeUndefined();

    const other = await newPost();
    expect(await listed(other.slug)).toBeDefined();
    await db.delete(blogPosts).where(eq(blogPosts.id, other.id));
    expect(await listed(other.slug)).toBeUndefined();
  });

  it('the newest first and the limit, as the database orders them', async () => {
    const newest = await newPost({ publishedAt: new Date(Date.now() - 1_000) });
    const [first] = await list('?limit=1');
    expect(first?.slug).toBe(newest.slug);
    await t.database.db
      .update(blogPosts)
      .set({ publishedAt: new Date('2001-01-01T00:00:00Z') })
      .where(eq(blogPosts.id, newest.id));
    const all = await list();
    expect(all.at(-1)?.slug).toBe(newest.slug);
    expect((await list('?limit=1'))[0]?.slug).not.toBe(newest.slug);
  });

  it('a rolled back transaction is never seen', async () => {
    const post = await newPost();
    await listed(post.slug);
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(blogPosts).set({ title: 'Never' }).where(eq(blogPosts.id, post.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await listed(post.slug))?.title).not.toBe('Never');
  });

  it('is served from the cache: a write the trigger does not report stays unseen', async () => {
    const post = await newPost();
    expect(await listed(post.slug)).toBeDefined();
    const db = t.database.db;
    await db.execute(sql`alter table blog_posts disable trigger user`);
    try {
      await db.update(blogPosts).set({ title: 'Unreported' }).where(eq(blogPosts.id, post.id));
      expect((await listed(post.slug))?.title).not.toBe('Unreported');
    } finally {
      await db.execute(sql`alter table blog_posts enable trigger user`);
    }
    await db.update(blogPosts).set({ title: 'Reported' }).where(eq(blogPosts.id, post.id));
    expect((await listed(post.slug))?.title).toBe('Reported');
  });
});

describe('time and views', () => {
  it('a scheduled post appears when its time comes, with no write', async () => {
    const early = await newPost();
    expect(await listed(early.slug)).toBeDefined();
    const scheduled = await newPost({ publishedAt: new Date(Date.now() + 1_500) });
    expect(await listed(scheduled.slug)).toBeUndefined();
    // Its own post page agrees: not there yet.
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${scheduled.slug}` })).statusCode).toBe(404);
    await expect.poll(() => listed(scheduled.slug), { timeout: 5_000, interval: 50 }).toBeDefined();
    expect((await list('?limit=1'))[0]?.slug).toBe(scheduled.slug);
  });

  it("a reader's view is no write: the list keeps its count until an edit", async () => {
    const post = await newPost();
    const before = (await listed(post.slug))!.viewCount;
    const read = await t.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` });
    expect(read.json().viewCount).toBe(before + 1);
    expect((await listed(post.slug))!.viewCount).toBe(before);
    await t.database.db.update(blogPosts).set({ excerpt: 'Now with an excerpt.' }).where(eq(blogPosts.id, post.id));
    expect(await listed(post.slug)).toMatchObject({ viewCount: before + 1, excerpt: 'Now with an excerpt.' });
  });
});
