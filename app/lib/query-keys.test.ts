import { describe, expect, it } from 'vitest';
import { BLOG_STRIP_LIMIT } from '../../core/schemas/blog';
import { LATEST_POSTS_LIMIT, latestPostsQueryKey } from './query-keys';

describe('the latest-articles key', () => {
  it('asks for as many posts as the server renders in the strip', () => {
    expect(LATEST_POSTS_LIMIT).toBe(BLOG_STRIP_LIMIT);
    expect(latestPostsQueryKey()).toEqual(['/api/blog', { limit: BLOG_STRIP_LIMIT }]);
  });
});
