/** Dates in UTC, so the server's HTML and the browser's render agree wherever the visitor is. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** "June 2, 2025" */
export function formatPostDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** The date a post shows: its publication date, else when it was written. */
export function postDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}

/** "1 view", "3,105 views" */
export function formatViews(count: number): string {
  return `${COUNT_FORMAT.format(count)} ${count === 1 ? 'view' : 'views'}`;
}
