/**
 * The blog's heads (accounts-admin-spec section 2): title, description, canonical URL, Open Graph article
 * tags, Twitter card and JSON-LD BlogPosting. Pure, so the server HTML and the browser agree.
 */
import type { MetaDescriptor } from 'react-router';
import { hasVariants, imageVariantUrl } from '../../../core/images';
import type { BlogPostDto } from '../../../core/schemas/blog';
import { CATEGORY_LABELS } from './blog-categories';

export interface BlogSeoContext {
  /** The shop's public origin, without a trailing slash. */
  publicUrl: string;
  shopName: string;
}

export const BLOG_HEADING = 'Golf Insights & Tips';
const DESCRIPTION_LIMIT = 160;

export function blogName(shopName: string): string {
  return `${shopName} Blog`;
}

/** Cuts text at a word boundary so it fits `limit` characters, with an ellipsis when anything was cut. */
export function truncateText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function postUrl(publicUrl: string, slug: string): string {
  return absoluteUrl(publicUrl, `/blog/${slug}`);
}

/** The share image: the 1200 px WebP of a local drawing (social sites do not show SVG). */
export function shareImageUrl(image: string | null, publicUrl: string): string | undefined {
  if (!image) return undefined;
  return absoluteUrl(publicUrl, hasVariants(image) ? imageVariantUrl(image, 1200) : image);
}

/** The page title: the post's meta title, else its title followed by the blog's name. */
export function postTitle(post: Pick<BlogPostDto, 'title' | 'metaTitle'>, shopName: string): string {
  return post.metaTitle?.trim() || `${post.title} | ${blogName(shopName)}`;
}

export function postDescription(post: Pick<BlogPostDto, 'title' | 'excerpt' | 'metaDescription'>): string {
  return truncateText(post.metaDescription?.trim() || post.excerpt?.trim() || post.title, DESCRIPTION_LIMIT);
}

export function blogPostingJsonLd(post: BlogPostDto, context: BlogSeoContext) {
  const url = postUrl(context.publicUrl, post.slug);
  const image = shareImageUrl(post.featuredImage, context.publicUrl);
  const organization = { '@type': 'Organization', name: context.shopName, url: `${context.publicUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncateText(post.title, 110),
    description: postDescription(post),
    ...(image ? { image: [image] } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: CATEGORY_LABELS[post.category],
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    isPartOf: { '@type': 'Blog', name: blogName(context.shopName), url: `${context.publicUrl}/blog` },
  };
}

export function blogPostMeta(post: BlogPostDto, context: BlogSeoContext): MetaDescriptor[] {
  const title = postTitle(post, context.shopName);
  const description = postDescription(post);
  const url = postUrl(context.publicUrl, post.slug);
  const image = shareImageUrl(post.featuredImage, context.publicUrl);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: context.shopName },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
          { property: 'og:image:alt', content: post.title },
        ]
      : []),
    { property: 'article:published_time', content: post.publishedAt ?? post.createdAt },
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:section', content: CATEGORY_LABELS[post.category] },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: post.title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    { 'script:ld+json': blogPostingJsonLd(post, context) },
  ];
}

export function blogListMeta(context: Partial<BlogSeoContext> & { shopName: string }): MetaDescriptor[] {
  const title = `${BLOG_HEADING} | ${blogName(context.shopName)}`;
  const description =
    'Golf course stories, practice drills, equipment advice and tournament know-how from the team behind your custom golf pins.';
  const url = context.publicUrl ? absoluteUrl(context.publicUrl, '/blog') : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: context.shopName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
  ];
}
