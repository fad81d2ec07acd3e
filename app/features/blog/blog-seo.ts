/**
 * The blog's heads (accounts-admin-spec section 2): title, description, canonical URL, Open Graph article
 * tags, Twitter card and JSON-LD BlogPosting. Pure, so the server HTML and the browser agree.
 */
import type { MetaDescriptor } from 'react-router';
import { hasVariants, imageVariantUrl } from '../../../core/images';
import type { BlogPostDto, BlogPostSummaryDto } from '../../../core/schemas/blog';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  DEFAULT_SHARE_IMAGE,
  itemListJsonLd,
  organizationRef,
  socialMeta,
  truncateText,
} from '../../lib/seo';
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
  // Google wants an image on every post: a post without one shows the shop's card.
  const image =
    shareImageUrl(post.featuredImage, context.publicUrl) ?? absoluteUrl(context.publicUrl, DEFAULT_SHARE_IMAGE.src);
  const organization = organizationRef(context.shopName, context.publicUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncateText(post.title, 110),
    description: postDescription(post),
    image: [image],
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

/** Home, the blog, the post: the trail search engines show above the result. */
export function postBreadcrumbJsonLd(post: Pick<BlogPostDto, 'slug' | 'title'>, publicUrl: string) {
  return breadcrumbJsonLd(
    [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: post.title, path: `/blog/${post.slug}` },
    ],
    publicUrl,
  );
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
    ...socialMeta({
      publicUrl: context.publicUrl,
      siteName: context.shopName,
      title: post.title,
      description,
      path: url,
      type: 'article',
      ...(image ? { image: { src: image, alt: post.title } } : {}),
    }),
    { property: 'article:published_time', content: post.publishedAt ?? post.createdAt },
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:section', content: CATEGORY_LABELS[post.category] },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { 'script:ld+json': blogPostingJsonLd(post, context) },
    { 'script:ld+json': postBreadcrumbJsonLd(post, context.publicUrl) },
  ];
}

export function blogListTitle(shopName: string): string {
  return `${BLOG_HEADING} | ${blogName(shopName)}`;
}

export function blogListMeta(
  context: { shopName: string; publicUrl: string | null },
  posts: readonly Pick<BlogPostSummaryDto, 'slug' | 'title'>[] | null,
): MetaDescriptor[] {
  const title = blogListTitle(context.shopName);
  const description =
    'Golf course stories, practice drills, equipment advice and tournament know-how from the team behind your custom golf pins.';
  const head: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (!context.publicUrl) return head;
  const url = absoluteUrl(context.publicUrl, '/blog');
  return [
    ...head,
    { tagName: 'link', rel: 'canonical', href: url },
    ...socialMeta({ publicUrl: context.publicUrl, siteName: context.shopName, title, description, path: url }),
    ...(posts
      ? [
          {
            'script:ld+json': itemListJsonLd(
              blogName(context.shopName),
              posts.map((post) => ({ name: post.title, path: `/blog/${post.slug}` })),
              context.publicUrl,
            ),
          },
        ]
      : []),
  ];
}
