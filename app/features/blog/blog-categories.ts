/** The blog's five categories (accounts-admin-spec section 9): they differ only in their badge colour. */
import { BLOG_CATEGORIES, type BlogCategory } from '../../../core/constants';
import type { BlogCategoryFilter } from '../../../core/schemas/blog';

/**
 * The category buttons of /blog: core's BLOG_CATEGORY_FILTERS (core/schemas/blog, checked equal in
 * blog-categories.test.ts), built here from core/constants because that module would bring zod to the blog pages.
 */
export const CATEGORY_FILTERS: readonly BlogCategoryFilter[] = ['all', ...BLOG_CATEGORIES];

export const CATEGORY_LABELS: Record<BlogCategoryFilter, string> = {
  all: 'All',
  tips: 'Tips',
  equipment: 'Equipment',
  courses: 'Courses',
  tournaments: 'Tournaments',
  news: 'News',
};

export const CATEGORY_BADGES: Record<BlogCategory, string> = {
  tips: 'bg-sky-100 text-sky-800',
  equipment: 'bg-amber-100 text-amber-900',
  courses: 'bg-brand-100 text-brand-800',
  tournaments: 'bg-violet-100 text-violet-800',
  news: 'bg-rose-100 text-rose-800',
};

export const CATEGORY_PARAM = 'category';

/** The filter in the URL (`/blog?category=tips`); anything unknown shows every post. */
export function parseCategoryFilter(params: URLSearchParams): BlogCategoryFilter {
  const value = params.get(CATEGORY_PARAM);
  return (CATEGORY_FILTERS as readonly string[]).includes(value ?? '') ? (value as BlogCategoryFilter) : 'all';
}

/** The search string for a filter; "all" is the plain /blog. */
export function categorySearch(category: BlogCategoryFilter): string {
  return category === 'all' ? '' : `?${CATEGORY_PARAM}=${category}`;
}

/** The empty state's text (accounts-admin-spec section 2). */
export function emptyStateMessage(category: BlogCategoryFilter): string {
  return category === 'all' ? 'No blog posts have been published yet.' : `No posts in the "${category}" category yet.`;
}
