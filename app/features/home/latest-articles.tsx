/**
 * The latest-articles strip (shopper-spec sections 2, 8 and 9): the 3 newest posts from GET /api/blog?limit=3,
 * each linking to its page, and View All Articles. Nothing shows while loading, with no posts, or on failure.
 */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../../core/images';
import type { BlogPostSummaryDto } from '../../../core/schemas/blog';
import { buttonVariants } from '../../components/ui/button';
import { SectionHeading } from './section-heading';
import { formatDate } from '../../../core/en-us-dates';

const CATEGORY_LABELS: Record<BlogPostSummaryDto['category'], string> = {
  tips: 'Tips',
  equipment: 'Equipment',
  courses: 'Courses',
  tournaments: 'Tournaments',
  news: 'News',
};

export function LatestArticles({ posts }: { posts: readonly BlogPostSummaryDto[] | undefined }) {
  if (!posts || posts.length === 0) return null;
  return (
    <section
      aria-labelledby="latest-articles-heading"
      className="render-near-view py-16 [--near-view-height:107rem] sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="latest-articles-heading"
            eyebrow="From the blog"
            title="Latest Articles"
            lead="Course stories, practice tips and tournament know-how."
            align="left"
          />
          <Link to="/blog" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            View All Articles
            <Icon name="arrow-right" className="size-5" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => {
            const date = post.publishedAt ?? post.createdAt;
            return (
              <li key={post.id}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
                  <div className="aspect-[1200/630] overflow-hidden bg-brand-50">
                    {post.featuredImage ? (
                      <img
                        src={imageVariantUrl(post.featuredImage, 640)}
                        srcSet={imageSrcSet(post.featuredImage, 960)}
                        sizes="(min-width: 1280px) 395px, (min-width: 768px) 31vw, 92vw"
                        width={1200}
                        height={630}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
                      />
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <p className="flex items-center gap-2 text-xs font-semibold tracking-widest text-brand-700 uppercase">
                      {CATEGORY_LABELS[post.category]}
                      <span aria-hidden="true" className="text-slate-300">
                        ·
                      </span>
                      <span className="inline-flex items-center gap-1 font-medium tracking-normal text-slate-500 normal-case">
                        <Icon name="calendar-days" className="size-3.5" aria-hidden="true" />
                        <time dateTime={date}>{formatDate(new Date(date), 'long', 'utc')}</time>
                      </span>
                    </p>
                    <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
                      <Link
                        to={`/blog/${post.slug}`}
                        className="rounded-sm after:absolute after:inset-0 hover:text-brand-700"
                      >
                        {post.title}
                      </Link>
                    </h3>
                    {post.excerpt ? (
                      <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>
                    ) : null}
                    <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
                      Read article
                      <Icon
                        name="arrow-right"
                        className="size-4 transition-transform group-hover:translate-x-1"
                        aria-hidden="true"
                      />
                    </span>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
