import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../../core/constants';
import type { BlogPostDto, BlogPostSummaryDto } from '../../../core/schemas/blog';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { blogPosts } from '../../db/schema';
import { VIEWED_POSTS_COOKIE } from './viewed-posts';
import { DANGEROUS, XSS_PAYLOADS } from './xss-payloads';

let t: TestApp;
let authorId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [post] = await t.database.db.select().from(blogPosts).limit(1);
  authorId = post!.authorId;
});
afterAll(() => t.close());

const PONTE_VEDRA = 'ponte-vedra-original-island-green-timeless-test';
const DRAFT = 'collecting-tournament-pins-guide';

async function list(query = ''): Promise<BlogPostSummaryDto[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/blog${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function viewCount(slug: string): Promise<number> {
  const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row!.viewCount;
}

/** The cookie pair ("name=value") of a response's Set-Cookie for the viewed-posts cookie. */
function viewedCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  return all.find((cookie: string) => cookie.startsWith(`${VIEWED_POSTS_COOKIE}=`))?.split(';')[0];
}

describe('GET /api/blog', () => {
  it('lists the published posts newest first, without drafts or the article bodies', async () => {
    const posts = await list();
    expect(posts).toHaveLength(6);
    expect(posts.map((p) => p.slug)).not.toContain(DRAFT);
    const dates = posts.map((p) => p.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts[0]).toMatchObject({
      slug: '2025-pin-collection-launch',
      category: 'news',
      featuredImage: '/images/blog/2025-pin-collection-launch.svg',
      viewCount: expect.any(Number),
    });
    expect(posts[0]).not.toHaveProperty('content');
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it('filters by category and takes a limit', async () => {
    const courses = await list('?category=courses');
    expect(courses.map((p) => p.slug)).toEqual(['harbour-town-lighthouse-hole', PONTE_VEDRA]);
    expect(await list('?category=all')).toHaveLength(6);
    const latest = await list('?limit=3');
    expect(latest.map((p) => p.slug)).toEqual((await list()).slice(0, 3).map((p) => p.slug));
    expect(await list('?category=tips&limit=1')).toHaveLength(1);
  });

  it.each(['?category=recipes', '?limit=0', '?limit=51', '?limit=two', '?limit=1.5'])(
    'refuses %s with 400 and a message',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/category must be one of|limit must be a whole number/);
    },
  );

  it('hides a post scheduled for later until its time comes', async () => {
    const [scheduled] = await t.database.db
      .insert(blogPosts)
      .values({
        title: 'Coming soon',
        slug: 'coming-soon-scheduled',
        content: '<p>Later.</p>',
        authorId,
        category: 'news',
        isPublished: true,
        publishedAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect((await list()).map((p) => p.slug)).not.toContain('coming-soon-scheduled');
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/coming-soon-scheduled' })).statusCode).toBe(404);
    await t.database.db.delete(blogPosts).where(eq(blogPosts.id, scheduled!.id));
  });
});

describe('GET /api/blog/:slug', () => {
  it('answers a published post with its HTML, tags and head fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/${PONTE_VEDRA}` });
    expect(res.statusCode).toBe(200);
    const post: BlogPostDto = res.json();
    expect(post).toMatchObject({
      slug: PONTE_VEDRA,
      category: 'courses',
      tags: ['ponte vedra', 'island green', 'course history', 'par 3'],
      metaTitle: "Ponte Vedra's Original Island Green | Pinshop Golf Insights",
    });
    expect(post.content).toContain('<h2>A green surrounded by water</h2>');
  });

  it.each([DRAFT, 'no-such-post', 'Bad%20Slug', '..%2Fadmin'])('is a 404 for %s', async (slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Blog post not found' });
  });

  it('counts one view per browser session, per post', async () => {
    const slug = 'five-putting-drills-speed-control';
    const before = await viewCount(slug);

    const first = await t.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
    expect(first.json().viewCount).toBe(before + 1);
    const cookie = viewedCookie(first);
    expect(cookie).toBeDefined();
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    expect(String(first.headers['set-cookie'])).not.toMatch(/Expires|Max-Age/i);

    for (let i = 0; i < 3; i += 1) {
      const again = await t.app.inject({ method: 'GET', url: `/api/blog/${slug}`, headers: { cookie: cookie! } });
      expect(again.json().viewCount).toBe(before + 1);
      expect(viewedCookie(again)).toBeUndefined();
    }
    expect(await viewCount(slug)).toBe(before + 1);

    // Another post in the same session counts, and the cookie then remembers both.
    const otherBefore = await viewCount('harbour-town-lighthouse-hole');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/blog/harbour-town-lighthouse-hole',
      headers: { cookie: cookie! },
    });
    expect(other.json().viewCount).toBe(otherBefore + 1);
    const both = viewedCookie(other)!;
    for (const s of [slug, 'harbour-town-lighthouse-hole']) {
      await t.app.inject({ method: 'GET', url: `/api/blog/${s}`, headers: { cookie: both } });
    }
    expect(await viewCount(slug)).toBe(before + 1);
    expect(await viewCount('harbour-town-lighthouse-hole')).toBe(otherBefore + 1);

    // A new session (no cookie) is a new view.
    await t.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
    expect(await viewCount(slug)).toBe(before + 2);
  });

  it('does not trust a forged cookie, and a HEAD request is no visit', async () => {
    const slug = 'run-a-charity-golf-tournament';
    const before = await viewCount(slug);
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    const forged = `${VIEWED_POSTS_COOKIE}=${row!.id}.not-a-signature`;
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/${slug}`, headers: { cookie: forged } });
    expect(res.json().viewCount).toBe(before + 1);
    await t.app.inject({ method: 'HEAD', url: `/api/blog/${slug}` });
    expect(await viewCount(slug)).toBe(before + 1);
  });

  it('does not change the post’s last-modified time when counting a view', async () => {
    const slug = 'ball-markers-hat-clips-and-pins';
    const [before] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    await t.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
    const [after] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    expect(after!.viewCount).toBe(before!.viewCount + 1);
    expect(after!.updatedAt.toISOString()).toBe(before!.updatedAt.toISOString());
  });

  it('serves stored HTML sanitised: no scripts, handlers, script URLs or styles survive', async () => {
    const content = ['<p>Safe <strong>text</strong></p>', ...XSS_PAYLOADS.map((payload) => payload.html)].join('\n');
    await t.database.db.insert(blogPosts).values({
      title: 'A hostile post',
      slug: 'a-hostile-post',
      content,
      authorId,
      category: 'news',
      isPublished: true,
      publishedAt: new Date('2024-01-01T00:00:00Z'),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/a-hostile-post' });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().content;
    expect(html).not.toMatch(DANGEROUS);
    expect(html).toContain('<p>Safe <strong>text</strong></p>');
  });
});
