import { formatCount } from '../../../core/en-us';
import { formatDate } from '../../../core/en-us-dates';

/** "June 2, 2025": in UTC, so the server's HTML and the browser's render agree wherever the visitor is. */
export function formatPostDate(iso: string): string {
  return formatDate(new Date(iso), 'long', 'utc');
}

/** The date a post shows: its publication date, else when it was written. */
export function postDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}

/** "1 view", "3,105 views" */
export function formatViews(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`;
}
