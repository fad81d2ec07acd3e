import type { BlogService } from '../blog/blog.service';
import type { CatalogService } from '../catalog/catalog.service';
import { renderRobots, renderSitemap, type SitemapEntry } from './sitemap';

/** The public pages that are not a product or a post (the account and payment pages are not listed). */
export const STATIC_PAGES: readonly SitemapEntry[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/wholesale', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/custom', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/quote', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.7 },
];

/** sitemap.xml and robots.txt, read through the catalogue's and the blog's services. */
export function createSeoService(deps: { catalog: CatalogService; blog: BlogService; publicUrl: string }) {
  const { catalog, blog, publicUrl } = deps;
  return {
    async sitemap(): Promise<string> {
      const [products, posts] = await Promise.all([catalog.listActive(), blog.listPublished()]);
      return renderSitemap(publicUrl, [
        ...STATIC_PAGES,
        ...products.map((product): SitemapEntry => ({
          path: `/product/${product.id}`,
          lastModified: product.updatedAt,
          changeFrequency: 'weekly',
          priority: 0.6,
        })),
        ...posts.map((post): SitemapEntry => ({
          path: `/blog/${post.slug}`,
          lastModified: new Date(post.updatedAt),
          changeFrequency: 'monthly',
          priority: 0.5,
        })),
      ]);
    },

    robots(): string {
      return renderRobots(publicUrl);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
