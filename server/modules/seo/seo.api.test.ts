import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { blogPosts, products } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

describe('GET /sitemap.xml', () => {
  it('lists home, the static pages, every active product and every published post', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const locs = locations(res.body);

    for (const path of ['/', '/wholesale', '/custom', '/quote', '/blog', '/shipping-returns', '/terms', '/privacy'])
      expect(locs).toContain(`http://shop.test${path}`);
    for (const path of ['/admin', '/checkout', '/login', '/track-order']) {
      expect(locs).not.toContain(`http://shop.test${path}`);
    }

    const active = await t.database.db.select().from(products).where(eq(products.isActive, true));
    const inactive = await t.database.db.select().from(products).where(eq(products.isActive, false));
    for (const product of active) expect(locs).toContain(`http://shop.test/product/${product.id}`);
    for (const product of inactive) expect(locs).not.toContain(`http://shop.test/product/${product.id}`);

    const posts = await t.database.db.select().from(blogPosts);
    for (const post of posts) {
      const url = `http://shop.test/blog/${post.slug}`;
      if (post.isPublished) expect(locs).toContain(url);
      else expect(locs).not.toContain(url);
    }
    expect(locs).toHaveLength(8 + active.length + posts.filter((p) => p.isPublished).length);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of /admin, /checkout and /api and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /checkout\nDisallow: /api\n\nSitemap: http://shop.test/sitemap.xml\n',
    );
  });
});

describe('GET /site.webmanifest', () => {
  it('names the shop, its colours and its home-screen icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/site.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: 'Pinshop Golf Pins',
      start_url: '/',
      theme_color: '#1f7a3a',
      icons: [
        { src: '/images/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/images/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });
});
