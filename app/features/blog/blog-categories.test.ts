import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_FILTERS } from '../../../core/schemas/blog';
import { CATEGORY_FILTERS, categorySearch, emptyStateMessage, parseCategoryFilter } from './blog-categories';

describe('the category filter in the URL', () => {
  it('offers the filters the API accepts, in their order', () => {
    expect(CATEGORY_FILTERS).toEqual(BLOG_CATEGORY_FILTERS);
  });

  it('reads a known category and falls back to all', () => {
    expect(parseCategoryFilter(new URLSearchParams('category=tips'))).toBe('tips');
    expect(parseCategoryFilter(new URLSearchParams('category=recipes'))).toBe('all');
    expect(parseCategoryFilter(new URLSearchParams(''))).toBe('all');
  });

  it('leaves "all" out of the address', () => {
    expect(categorySearch('all')).toBe('');
    expect(categorySearch('news')).toBe('?category=news');
  });
});

describe('the empty state', () => {
  it('names the category, or says nothing is published', () => {
    expect(emptyStateMessage('tournaments')).toBe('No posts in the "tournaments" category yet.');
    expect(emptyStateMessage('all')).toBe('No blog posts have been published yet.');
  });
});
