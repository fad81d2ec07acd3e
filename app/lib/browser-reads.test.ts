import { describe, expect, it } from 'vitest';
import { BLOG_STRIP_LIMIT } from '../../core/schemas/blog';
import { LATEST_POSTS_LIMIT } from './browser-reads';

describe('the latest-articles strip', () => {
  it('asks for as many posts as the server renders in it', () => {
    expect(LATEST_POSTS_LIMIT).toBe(BLOG_STRIP_LIMIT);
  });
});
