import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BlogPostDto, BlogPostSummaryDto, BlogListQuery } from '../../../core/schemas/blog';
import type { DatabaseHandle } from '../../db/client';
import { blogPosts, type BlogPost } from '../../db/schema';
import { sanitizeBlogHtml } from './blog-html';
import { toBlogPostSummaryDto } from './blog.dto';
import { createPublishedPosts } from './published-posts';
import { createViewedPostsCookie } from './viewed-posts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Published and not scheduled for later. */
function isVisible(): SQL {
  return and(
    eq(blogPosts.isPublished, true),
    or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)),
  ) as SQL;
}

/** Sanitised bodies kept by their stored HTML (exact: any edit is a new key), for the most recently read posts. */
const SANITISED_KEPT = 50;

export interface ReadPostOptions {
  /** The request's Cookie header: the posts this browser session was already counted for. */
  cookieHeader: string | null | undefined;
  /** False for requests that are not a visit (HEAD). */
  countView: boolean;
}

export interface ReadPostResult {
  post: BlogPostDto;
  /** A Set-Cookie header value to send when this visit was counted. */
  setCookie: string | null;
}

export function createBlogService(deps: {
  handle: DatabaseHandle;
  cookieSecret: string;
  secureCookies: boolean;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db } = deps.handle;
  const published = createPublishedPosts(deps.handle, { log: deps.log });
  const viewed = createViewedPostsCookie({ secret: deps.cookieSecret, secure: deps.secureCookies });
  const sanitised = new Map<string, string>();

  /** The whole post, its HTML sanitised once per version of it (sanitize-html: milliseconds a post). */
  function toPostDto(post: BlogPost): BlogPostDto {
    let content = sanitised.get(post.content);
    if (content === undefined) {
      content = sanitizeBlogHtml(post.content);
      if (sanitised.size >= SANITISED_KEPT) sanitised.delete(sanitised.keys().next().value!);
      sanitised.set(post.content, content);
    }
    return {
      ...toBlogPostSummaryDto(post),
      content,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
    };
  }

  async function findVisible(slug: string): Promise<BlogPost | null> {
    if (!SLUG.test(slug)) return null;
    const rows = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), isVisible()))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /** Published posts, newest first, optionally of one category and at most `limit`: kept until a write. */
    listPublished: (query: BlogListQuery = {}): Promise<BlogPostSummaryDto[]> => published.list(query),

    /** A published post by slug, or null (unknown, draft or scheduled). Counts nothing. */
    async findPublished(slug: string): Promise<BlogPostDto | null> {
      const post = await findVisible(slug);
      return post ? toPostDto(post) : null;
    },

    /**
     * A reader opens a post: the view count goes up once per browser session (the signed cookie lists the
     * posts already counted), and the answer says which cookie to set when it did.
     */
    async readPost(slug: string, options: ReadPostOptions): Promise<ReadPostResult | null> {
      const post = await findVisible(slug);
      if (!post) return null;
      const seen = viewed.read(options.cookieHeader);
      if (!options.countView || seen.includes(post.id)) return { post: toPostDto(post), setCookie: null };
      const [counted] = await db
        .update(blogPosts)
        // A view is no edit: updated_at (the sitemap's lastmod, article:modified_time) stays as it was.
        .set({ viewCount: sql`${blogPosts.viewCount} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
        .where(eq(blogPosts.id, post.id))
        .returning({ viewCount: blogPosts.viewCount });
      return {
        post: toPostDto({ ...post, viewCount: counted?.viewCount ?? post.viewCount + 1 }),
        setCookie: viewed.serialize([...seen, post.id]),
      };
    },

    /** Stops listening for changes (the app closes). */
    close: () => published.close(),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
