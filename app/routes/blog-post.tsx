import { Icon } from '../components/ui/icons';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../core/images';
import { RouteErrorView } from '../components/error-views';
import { buttonVariants } from '../components/ui/button';
import { ArticleBody } from '../features/blog/article-body';
import { BlogCard } from '../features/blog/blog-card';
import { formatPostDate, formatViews, postDate } from '../features/blog/blog-format';
import { BlogPostNotFound } from '../features/blog/blog-post-not-found';
import { blogPostMeta, postUrl } from '../features/blog/blog-seo';
import { CategoryBadge } from '../features/blog/category-badge';
import { PONTE_VEDRA_SLUG, PonteVedraArticle } from '../features/blog/ponte-vedra-article';
import { ShareButton } from '../features/blog/share-button';
import { NewsletterPopup } from '../features/popups/newsletter-popup';
import { HydrateLater } from '../lib/hydrate-later';
import type { Route } from './+types/blog-post';

const NOT_FOUND_TITLE = 'Blog Post Not Found';
const MORE_ARTICLES = 3;

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) {
    const title = isRouteErrorResponse(error) && error.status !== 404 ? 'Something went wrong' : NOT_FOUND_TITLE;
    return [{ title }, { name: 'robots', content: 'noindex' }];
  }
  return loaderData.head;
}

/**
 * The post read in-process. Opening it counts one view per browser session: the blog service reads the
 * signed cookie of posts already counted and says which cookie to set when this visit counted.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const blog = context.services.blog;
  const opened = await blog.readPost(params.slug, {
    cookieHeader: request.headers.get('cookie'),
    countView: request.method === 'GET',
  });
  if (!opened) throw data(null, { status: 404 });
  const latest = await blog.listPublished({ limit: MORE_ARTICLES + 1 });
  return data(
    {
      post: opened.post,
      more: latest.filter((post) => post.id !== opened.post.id).slice(0, MORE_ARTICLES),
      // Made here, on the server: the head's JSON-LD builders stay out of the browser's bundle.
      head: blogPostMeta(opened.post, { publicUrl: context.publicUrl, shopName: context.shop.name }),
      shareUrl: postUrl(context.publicUrl, opened.post.slug),
    },
    opened.setCookie ? { headers: { 'Set-Cookie': opened.setCookie } } : undefined,
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, more, shareUrl } = loaderData;
  const date = postDate(post);

  return (
    <>
      <article className="pb-16">
        <header className="border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
            <Link
              to="/blog"
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
            >
              <Icon name="arrow-left" className="size-4" aria-hidden="true" />
              Back to Blog
            </Link>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <CategoryBadge category={post.category} />
                <span className="inline-flex items-center gap-1 text-sm text-slate-500">
                  <Icon name="eye" className="size-4" aria-hidden="true" />
                  {formatViews(post.viewCount)}
                </span>
              </div>
              <ShareButton title={post.title} text={post.excerpt} url={shareUrl} />
            </div>
            <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-500">
              <Icon name="calendar-days" className="size-4" aria-hidden="true" />
              <time dateTime={date}>{formatPostDate(date)}</time>
            </p>
            {post.excerpt ? (
              <p className="mt-5 text-lg leading-8 text-pretty text-slate-600 sm:text-xl">{post.excerpt}</p>
            ) : null}
          </div>
        </header>

        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          {post.featuredImage ? (
            <img
              src={imageVariantUrl(post.featuredImage, 960)}
              srcSet={imageSrcSet(post.featuredImage)}
              sizes="(min-width: 1024px) 832px, 92vw"
              width={1200}
              height={630}
              alt=""
              fetchPriority="high"
              className="-mt-px h-auto w-full rounded-b-3xl shadow-sm sm:mt-8 sm:rounded-3xl"
            />
          ) : null}
        </div>

        {/* The article below its picture and what follows: hydrated after the header, in short slices (decision 022). */}
        <HydrateLater>
          <div className="mx-auto mt-10 max-w-3xl px-4 sm:px-6 lg:px-8">
            {post.slug === PONTE_VEDRA_SLUG ? <PonteVedraArticle /> : <ArticleBody html={post.content} />}

            {post.tags.length > 0 ? (
              <>
                {/* A heading, not a name on the list: html-validate advises against aria-label on a <ul>. */}
                <h2 className="sr-only">Tags</h2>
                <ul className="mt-10 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                      #{tag}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}

            <div className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-8 sm:flex-row sm:justify-between">
              <Link to="/blog" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                <Icon name="arrow-left" className="size-5" aria-hidden="true" />
                More Articles
              </Link>
              <Link to="/products" className={buttonVariants({ size: 'lg' })}>
                <Icon name="shopping-bag" className="size-5" aria-hidden="true" />
                Shop Golf Pins
              </Link>
            </div>
          </div>
        </HydrateLater>
      </article>

      {more.length > 0 ? (
        <HydrateLater>
          <section aria-labelledby="keep-reading-heading" className="border-t border-slate-100 bg-slate-50/70 py-16">
            <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
              <h2 id="keep-reading-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                Keep Reading
              </h2>
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                {more.map((other) => (
                  <li key={other.id}>
                    <BlogCard post={other} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </HydrateLater>
      ) : null}
      <NewsletterPopup />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogPostNotFound />;
  return (
    <RouteErrorView
      text="We could not load this article. Please try again in a moment."
      links={[{ to: '/blog', label: 'Back to Blog' }]}
    />
  );
}
