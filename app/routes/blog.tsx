import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { BlogCard } from '../features/blog/blog-card';
import { parseCategoryFilter } from '../features/blog/blog-categories';
import { BlogEmptyState } from '../features/blog/blog-empty-state';
import { BLOG_HEADING, blogListMeta } from '../features/blog/blog-seo';
import { CategoryFilter } from '../features/blog/category-filter';
import { StayUpdated } from '../features/blog/stay-updated';
import { NewsletterPopup } from '../features/popups/newsletter-popup';
import type { Route } from './+types/blog';

/** Cards above the fold on a wide screen load at once; the rest lazily. */
const EAGER_CARDS = 3;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[0]?.loaderData?.shop.name ?? 'Pinshop Golf Pins';
  return blogListMeta({ shopName, publicUrl: loaderData?.publicUrl });
}

/** Every published post, read in-process; the category buttons filter them in the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await context.services.blog.listPublished(), publicUrl: context.publicUrl };
}

/** Changing the category only changes the search string: the posts are already here. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const category = parseCategoryFilter(searchParams);
  const posts = category === 'all' ? loaderData.posts : loaderData.posts.filter((post) => post.category === category);

  return (
    <>
      <div className="border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">The blog</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {BLOG_HEADING}
            </h1>
            <p className="mt-4 text-base text-pretty text-slate-600 sm:text-lg">
              Course stories, practice drills, equipment advice and tournament know-how from the team behind your custom
              golf pins.
            </p>
          </div>
          <div className="mt-8">
            <CategoryFilter current={category} />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
        {posts.length === 0 ? (
          <BlogEmptyState category={category} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {posts.map((post, index) => (
              <li key={post.id}>
                <BlogCard post={post} priority={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-16">
          <StayUpdated />
        </div>
      </div>
      <NewsletterPopup />
    </>
  );
}
