/**
 * The demo blog's removal (modules/settings/demo-data.ts): the posts the seed loaded (their slugs, still by the
 * seed's editorial author) go; no customer's record points at a post.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { demoBlogPosts } from '../../db/seed/blog-posts';
import { BLOG_AUTHOR } from '../../db/seed/seed';

export async function removeDemoPosts(tx: Tx): Promise<{ removed: number }> {
  const [author] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${BLOG_AUTHOR.username}`);
  if (!author) return { removed: 0 };
  const gone = await tx
    .delete(blogPosts)
    .where(
      and(
        inArray(
          blogPosts.slug,
          demoBlogPosts.map((post) => post.slug),
        ),
        eq(blogPosts.authorId, author.id),
      ),
    )
    .returning({ id: blogPosts.id });
  return { removed: gone.length };
}
