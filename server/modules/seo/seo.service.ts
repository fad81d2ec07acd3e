import type { BlogService } from '../blog';
import type { CatalogService } from '../catalog';
import { renderRobots, renderSitemap, type SitemapEntry } from './sitemap';

/** The public pages that are not a product or a post (the account and payment pages are not listed). */
export const STATIC_PAGES: readonly SitemapEntry[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/wholesale', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/custom', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/quote', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/shipping-returns', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.3 },
];

/** The brand colour of the logo and the header (app.css `--color-brand-700`). */
const THEME_COLOR = '#1f7a3a';

/** sitemap.xml, robots.txt and the web app manifest, read through the catalogue's and the blog's services. */
export function createSeoService(deps: {
  catalog: CatalogService;
  blog: BlogService;
  publicUrl: string;
  /** The shop in effect (its name as the owner set it: modules/settings/shop-profile.ts). */
  shop: { readonly name: string };
}) {
  const { catalog, blog, publicUrl, shop } = deps;
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

    /** What a phone shows when the shop is added to its home screen: the shop's name, colours and icons. */
    manifest() {
      const shopName = shop.name;
      return {
        name: shopName,
        short_name: shopName.length > 12 ? 'Golf Pins' : shopName,
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        icons: [
          { src: '/images/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/images/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
