import type { BlogPostDto, BlogPostSummaryDto } from '../../../core/schemas/blog';
import type { BlogPost } from '../../db/schema';
import { sanitizeBlogHtml } from './blog-html';

export function toBlogPostSummaryDto(post: BlogPost): BlogPostSummaryDto {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    featuredImage: post.featuredImage,
    tags: post.tags,
    viewCount: post.viewCount,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** The whole post, its HTML sanitised: every reader (the API and the page) gets the safe version. */
export function toBlogPostDto(post: BlogPost): BlogPostDto {
  return {
    ...toBlogPostSummaryDto(post),
    content: sanitizeBlogHtml(post.content),
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
  };
}
