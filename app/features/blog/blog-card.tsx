/** A post's card on /blog: image, category badge, views, title, date, excerpt and Read more. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../../core/images';
import type { BlogPostSummaryDto } from '../../../core/schemas/blog';
import { formatPostDate, formatViews, postDate } from './blog-format';
import { CategoryBadge } from './category-badge';

export interface BlogCardProps {
  post: BlogPostSummaryDto;
  /** Above the fold: load the picture at once. */
  priority?: boolean;
  /** h2 on the blog list, h3 under another section's heading. */
  headingLevel?: 'h2' | 'h3';
}

export function BlogCard({ post, priority = false, headingLevel: Heading = 'h2' }: BlogCardProps) {
  const date = postDate(post);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/30 hover:shadow-lg">
      <div className="aspect-[1200/630] overflow-hidden bg-brand-50">
        {post.featuredImage ? (
          <img
            src={imageVariantUrl(post.featuredImage, 640)}
            srcSet={imageSrcSet(post.featuredImage, 960)}
            sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
            width={1200}
            height={630}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <CategoryBadge category={post.category} />
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Icon name="eye" className="size-3.5" aria-hidden="true" />
            {formatViews(post.viewCount)}
          </span>
        </div>
        <Heading className="mt-4 text-xl leading-snug font-semibold text-balance text-slate-900 group-hover:text-brand-800">
          {post.title}
        </Heading>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-500">
          <Icon name="calendar-days" className="size-4" aria-hidden="true" />
          <time dateTime={date}>{formatPostDate(date)}</time>
        </p>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p> : null}
        <Link
          to={`/blog/${post.slug}`}
          className="mt-auto inline-flex items-center gap-1 self-start pt-5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-3xl hover:text-brand-900"
        >
          {/* The link's text names its post (search engines and screen readers); the eye sees "Read more". */}
          <span className="sr-only">Read more: {post.title}</span>
          <span aria-hidden="true">Read more</span>
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </Link>
      </div>
    </article>
  );
}
