import { z } from 'zod';
import { BLOG_CATEGORIES, type BlogCategory } from '../constants';

/** The category buttons of /blog: every category, plus "all" (no filter). */
export const BLOG_CATEGORY_FILTERS = ['all', ...BLOG_CATEGORIES] as const;
export type BlogCategoryFilter = (typeof BLOG_CATEGORY_FILTERS)[number];

export const BLOG_LIST_MAX_LIMIT = 50;
/** The home page's latest-articles strip (shopper-spec section 9). */
export const BLOG_STRIP_LIMIT = 3;

export const BLOG_MESSAGES = {
  notFound: 'Blog post not found',
  category: `category must be one of: ${BLOG_CATEGORY_FILTERS.join(', ')}`,
  limit: `limit must be a whole number from 1 to ${BLOG_LIST_MAX_LIMIT}`,
} as const;

/** GET /api/blog?category=tips&limit=3 */
export const blogListQuerySchema = z.object({
  category: z.enum(BLOG_CATEGORY_FILTERS, { message: BLOG_MESSAGES.category }).optional(),
  limit: z.coerce
    .number({ message: BLOG_MESSAGES.limit })
    .int(BLOG_MESSAGES.limit)
    .min(1, BLOG_MESSAGES.limit)
    .max(BLOG_LIST_MAX_LIMIT, BLOG_MESSAGES.limit)
    .optional(),
});

export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string().max(200) });

/** A post in a list (the /blog cards, the home strip): everything but the article itself. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  category: z.enum(BLOG_CATEGORIES),
  featuredImage: z.string().nullable(),
  tags: z.array(z.string()),
  viewCount: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One post: the summary plus its sanitised HTML and its head fields. */
export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});

export type BlogPostSummaryDto = z.infer<typeof blogPostSummarySchema>;
export type BlogPostDto = z.infer<typeof blogPostSchema>;

export function isBlogCategory(value: string | null | undefined): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');
}
