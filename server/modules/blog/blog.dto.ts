import type { BlogPostSummaryDto } from '../../../core/schemas/blog';
import type { BlogPost } from '../../db/schema';

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
