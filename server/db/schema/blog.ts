import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { BLOG_CATEGORIES } from '../../../core/constants';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique('blog_posts_slug_key'),
    excerpt: text('excerpt'),
    /** Trusted HTML written by staff. */
    content: text('content').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    category: text('category', { enum: BLOG_CATEGORIES }).notNull(),
    featuredImage: text('featured_image'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blog_posts_category_check', oneOf(t.category, BLOG_CATEGORIES)),
    check('blog_posts_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_posts_view_count_check', sql`${t.viewCount} >= 0`),
    index('blog_posts_is_published_published_at_idx').on(t.isPublished, t.publishedAt),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
