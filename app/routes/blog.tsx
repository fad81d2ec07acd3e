import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { BlogCard } from '../features/blog/blog-card';
import { parseCategoryFilter } from '../features/blog/blog-categories';
import { BlogEmptyState } from '../features/blog/blog-empty-state';
import { BLOG_HEADING, blogListMeta, blogListTitle } from '../features/blog/blog-seo';
import { CategoryFilter } from '../features/blog/category-filter';
import { StayUpdated } from '../features/blog/stay-updated';
import { NewsletterPopup } from '../features/popups/newsletter-popup';
import { HydrateLater } from '../lib/hydrate-later';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/blog';

/** Cards above the fold on a wide screen load at once; the rest lazily. */
const EAGER_CARDS = 3;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData?.head ?? [{ title: blogListTitle(metaShop(matches).name) }];
}

/**
 * Every published post, read in-process; the category buttons filter them in the page. The head is made here, on the
 * server: its JSON-LD builders stay out of the browser's bundle.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await context.services.blog.listPublished();
  return { posts, head: blogListMeta({ shopName: context.shop.name, publicUrl: context.publicUrl }, posts) };
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
      <PageHeader
        eyebrow="The blog"
        title={BLOG_HEADING}
        description="Course stories, practice drills, equipment advice and tournament know-how from the team behind your custom golf pins."
      >
        <div className="mt-8">
          <CategoryFilter current={category} />
        </div>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
        {posts.length === 0 ? (
          <BlogEmptyState category={category} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {posts.map((post, index) => (
              <li key={post.id}>
                <HydrateLater>
                  <BlogCard post={post} priority={index < EAGER_CARDS} />
                </HydrateLater>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-16">
          <HydrateLater>
            <StayUpdated />
          </HydrateLater>
        </div>
      </div>
      <NewsletterPopup />
    </>
  );
}
