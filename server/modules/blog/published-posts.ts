/**
 * The published posts' summaries (the /blog cards, the home page's strip, the sitemap), read from the database once
 * and kept until the next write to blog_posts, heard in every instance (migration 0015's triggers, NOTIFY blog:
 * server/db/table-changes.ts), or until the next scheduled post's time comes. docs/decisions/023-blog-lists-cache.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { BlogListQuery, BlogPostSummaryDto } from '../../../core/schemas/blog';
import type { DatabaseHandle } from '../../db/client';
import { createCachedRead } from '../../db/cached-read';
import { blogPosts } from '../../db/schema';
import { listenForTableChanges, type ChangeChannel } from '../../db/table-changes';
import { toBlogPostSummaryDto } from './blog.dto';

export const BLOG_CHANNEL: ChangeChannel = {
  channel: 'blog',
  listenerName: 'pinshop-blog-listener',
  what: 'blog posts',
};

/**
 * A reader's view is no edit (the trigger ignores it, or every visit would empty the cache): the lists' view counts
 * are at most this old.
 */
export const VIEW_COUNTS_MAX_AGE_MS = 60_000;

/** What a list answers without a limit (the API caps its own at 50). */
const UNLIMITED = 1000;

/**
 * What a list shows: every column but the bodies. A post's HTML runs to kilobytes, and reading three of them
 * for the home page's strip cost more CPU than rendering the page (a CPU profile, on PGlite).
 */
const {
  content: _content,
  metaTitle: _metaTitle,
  metaDescription: _metaDescription,
  ...SUMMARY_COLUMNS
} = getTableColumns(blogPosts);

/** Newest first: by publication date (the creation date when none was set), then the newer row. */
const NEWEST_FIRST = [desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id)];

interface PublishedPosts {
  /** Visible now (published, and not scheduled for later), newest first; frozen, shared by every reader. */
  visible: readonly BlogPostSummaryDto[];
  /** When this stops being true without a write (epoch ms): the next scheduled post's time, or the counts' age. */
  expires: number;
}

async function loadPublished(handle: DatabaseHandle, now: () => number): Promise<PublishedPosts> {
  const loadedAt = now();
  // Scheduled posts too: the earliest one says when the list changes by itself. The database's clock decides what
  // is visible, as it does for a single post (findPublished).
  const rows = await handle.db
    .select({
      ...SUMMARY_COLUMNS,
      visible: sql<boolean>`${blogPosts.publishedAt} is null or ${blogPosts.publishedAt} <= now()`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(...NEWEST_FIRST);
  let expires = loadedAt + VIEW_COUNTS_MAX_AGE_MS;
  const visible: BlogPostSummaryDto[] = [];
  for (const { visible: isVisible, ...row } of rows) {
    if (isVisible !== true) {
      expires = Math.min(expires, row.publishedAt!.getTime());
      continue;
    }
    // The summary reads none of the body's columns.
    visible.push(Object.freeze(toBlogPostSummaryDto({ ...row, content: '', metaTitle: null, metaDescription: null })));
  }
  return { visible: Object.freeze(visible), expires };
}

export interface PublishedPostsOptions {
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

export function createPublishedPosts(handle: DatabaseHandle, options: PublishedPostsOptions = {}) {
  const now = options.now ?? Date.now;
  // Heard asynchronously, never during this call: `cache` is set by then.
  const changes = listenForTableChanges(handle, BLOG_CHANNEL, () => cache.invalidate(), options.log);
  const cache = createCachedRead(
    () => loadPublished(handle, now),
    () => changes.live,
    { expiresAt: (posts) => posts.expires, now },
  );

  return {
    /** Published posts, newest first, optionally of one category and at most `limit`. */
    async list(query: BlogListQuery = {}): Promise<BlogPostSummaryDto[]> {
      const { visible } = await cache.read();
      const category = query.category && query.category !== 'all' ? query.category : undefined;
      const chosen = category ? visible.filter((post) => post.category === category) : visible;
      return chosen.slice(0, query.limit ?? UNLIMITED);
    },

    /** Stops listening for changes (the app closes). */
    close: () => changes.close(),
  };
}
