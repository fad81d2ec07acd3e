import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap';

describe('renderSitemap', () => {
  it('writes absolute, escaped locations with their dates', () => {
    const xml = renderSitemap('https://pins.example/', [
      { path: '/', priority: 1, changeFrequency: 'weekly' },
      { path: '/blog/a-&-b', lastModified: new Date('2025-06-02T12:00:00Z') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://pins.example/</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>',
        '  <url><loc>https://pins.example/blog/a-&amp;-b</loc><lastmod>2025-06-02T12:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('renderRobots', () => {
  it('disallows the private areas and names the sitemap', () => {
    expect(renderRobots('https://pins.example')).toContain('Disallow: /admin\nDisallow: /checkout\nDisallow: /api\n');
    expect(renderRobots('https://pins.example')).toContain('Sitemap: https://pins.example/sitemap.xml');
  });
});
