import { describe, expect, it } from 'vitest';
import { formatPostDate, formatViews, postDate } from './blog-format';

describe('blog formatting', () => {
  it('writes dates in UTC', () => {
    expect(formatPostDate('2025-06-02T00:30:00Z')).toBe('June 2, 2025');
    expect(formatPostDate('2025-01-14T23:59:00Z')).toBe('January 14, 2025');
  });

  it('shows the publication date, else the creation date', () => {
    expect(postDate({ publishedAt: '2025-02-03T14:00:00Z', createdAt: '2025-01-01T00:00:00Z' })).toBe(
      '2025-02-03T14:00:00Z',
    );
    expect(postDate({ publishedAt: null, createdAt: '2025-01-01T00:00:00Z' })).toBe('2025-01-01T00:00:00Z');
  });

  it('counts views with a thousands separator', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(3105)).toBe('3,105 views');
  });
});
