/**
 * The pages' social cards (Open Graph, Twitter) and the schema.org JSON-LD they share. Pure, so the
 * server HTML and the browser agree. JSON-LD goes out as `{ 'script:ld+json': ... }` meta descriptors: React
 * Router's <Meta> escapes `<`, `>`, `&`, U+2028 and U+2029 in the JSON, so text from the database cannot close the
 * script, and a data block (type application/ld+json) is never executed, so it needs no CSP nonce.
 * aggregateRating and review only on a product's page, from its real, published reviews (features/catalog/product-seo.ts).
 */
import type { MetaDescriptor } from 'react-router';
import type { Shop } from './use-shop';

export interface ShareImage {
  /** A path on this shop or an absolute URL. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The card of pages without a picture of their own: the home hero cut to 1200x630 (scripts/generate-brand-images.mjs). */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  src: '/images/brand/social-card.jpg',
  alt: 'A golf club crest sketched on paper beside the finished soft enamel pin in gold plating',
  width: 1200,
  height: 630,
};

/** The organisation's logo: a PNG, as Google's logo guidelines ask (112 px square at least). */
export const LOGO_IMAGE = { src: '/images/brand/logo.png', width: 512, height: 512 } as const;

/** Cuts text at a word boundary so it fits `limit` characters, with an ellipsis when anything was cut. */
export function truncateText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** An absolute URL for a path on this shop; absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** The shop's public origin from the root loader, for a route's `meta` (routes without a loader of their own). */
export function metaPublicUrl(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string | null {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (typeof root !== 'object' || root === null || !('publicUrl' in root)) return null;
  return typeof root.publicUrl === 'string' && root.publicUrl ? root.publicUrl : null;
}

export interface SocialCard {
  publicUrl: string;
  siteName: string;
  title: string;
  description: string;
  /** The page's path (or absolute URL). */
  path: string;
  type?: 'website' | 'article' | 'product';
  /** Defaults to DEFAULT_SHARE_IMAGE. */
  image?: ShareImage;
}

/** og:* and twitter:* tags: a large-image card with an absolute image URL and its alt text. */
export function socialMeta(card: SocialCard): MetaDescriptor[] {
  const image = card.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(card.publicUrl, image.src);
  return [
    { property: 'og:type', content: card.type ?? 'website' },
    { property: 'og:site_name', content: card.siteName },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: card.title },
    { property: 'og:description', content: card.description },
    { property: 'og:url', content: absoluteUrl(card.publicUrl, card.path) },
    { property: 'og:image', content: imageUrl },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: card.title },
    { name: 'twitter:description', content: card.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/** The shop as publisher: name, home page and logo (BlogPosting needs publisher.logo). */
export function organizationRef(shopName: string, publicUrl: string) {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(publicUrl, '/#organization'),
    name: shopName,
    url: absoluteUrl(publicUrl, '/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(publicUrl, LOGO_IMAGE.src),
      width: LOGO_IMAGE.width,
      height: LOGO_IMAGE.height,
    },
  };
}

/** "Newport Beach, CA" -> locality and region; a location without a comma is the locality alone. */
function postalAddress(location: string) {
  const comma = location.lastIndexOf(',');
  const locality = (comma === -1 ? location : location.slice(0, comma)).trim();
  const region = comma === -1 ? '' : location.slice(comma + 1).trim();
  return { '@type': 'PostalAddress', addressLocality: locality, ...(region ? { addressRegion: region } : {}) };
}

/** The home page's Organization: logo, the sales and support addresses, and where the shop is. */
export function organizationJsonLd(shop: Shop, publicUrl: string) {
  const address = postalAddress(shop.location);
  const profiles = Object.values(shop.social ?? {}).filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    ...organizationRef(shop.name, publicUrl),
    email: shop.salesEmail,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: shop.salesEmail, availableLanguage: 'en' },
      { '@type': 'ContactPoint', contactType: 'customer support', email: shop.supportEmail, availableLanguage: 'en' },
    ],
    address,
    location: { '@type': 'Place', name: shop.location, address },
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

export function webSiteJsonLd(shopName: string, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(publicUrl, '/#website'),
    name: shopName,
    url: absoluteUrl(publicUrl, '/'),
    inLanguage: 'en',
    publisher: { '@id': absoluteUrl(publicUrl, '/#organization') },
  };
}

export interface LinkedItem {
  name: string;
  /** A path on this shop (or an absolute URL). */
  path: string;
}

/** A page's list of things (the catalogue, the posts), in the order shown. */
export function itemListJsonLd(name: string, items: readonly LinkedItem[], publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(publicUrl, item.path),
    })),
  };
}

/** The trail from the home page to this page; the last crumb is the page itself. */
export function breadcrumbJsonLd(crumbs: readonly LinkedItem[], publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}
