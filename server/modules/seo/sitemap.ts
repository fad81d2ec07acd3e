/** One <url> of sitemap.xml. */
export interface SitemapEntry {
  /** A path on this shop ("/blog/some-post"). */
  path: string;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** 0.0 to 1.0. */
  priority?: number;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The sitemaps.org XML for `entries`, every location absolute on `publicUrl`. */
export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(`${origin}${entry.path === '/' ? '/' : entry.path}`)}</loc>`];
    if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified.toISOString()}</lastmod>`);
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths no crawler needs: the admin area, checkout and the API. */
export const DISALLOWED_PATHS = ['/admin', '/checkout', '/api'] as const;

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
