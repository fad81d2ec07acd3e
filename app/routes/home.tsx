import { Suspense, useEffect, useState } from 'react';
import { Await, type MetaDescriptor } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../core/images';
import type { BlogPostSummaryDto } from '../../core/schemas/blog';
import { CustomSection } from '../features/home/custom-section';
import { HERO_IMAGE, HERO_IMAGE_SIZES, HomeHero } from '../features/home/home-hero';
import { HowItWorks } from '../features/home/how-it-works';
import { LatestArticles } from '../features/home/latest-articles';
import { LogoCarousel } from '../features/home/logo-carousel';
import { PremadeSection } from '../features/home/premade-section';
import { WhyChoose } from '../features/home/why-choose';
import { ExitIntentPopup } from '../features/popups/exit-intent-popup';
import { NewsletterPopup } from '../features/popups/newsletter-popup';
import { LATEST_POSTS_LIMIT, browserLatestPosts } from '../lib/browser-reads';
import { HydrateLater } from '../lib/hydrate-later';
import { lazyIsland } from '../lib/lazy-island';
import { whenNear } from '../lib/when-near';
import { organizationJsonLd, socialMeta, webSiteJsonLd } from '../lib/seo';
import { metaShop, type Shop } from '../lib/use-shop';
import type { Route } from './+types/home';
import { LEAD_TIME_TEXT } from '../../core/lead-time';

const DESCRIPTION = `Custom and ready-made soft enamel golf pins for courses, tournaments and pro shops. Free mockup within 24 hours, shipped in ${LEAD_TIME_TEXT}, NET 30 wholesale.`;

export const links: Route.LinksFunction = () => [
  {
    rel: 'preload',
    as: 'image',
    href: imageVariantUrl(HERO_IMAGE, 960),
    imageSrcSet: imageSrcSet(HERO_IMAGE),
    imageSizes: HERO_IMAGE_SIZES,
    fetchPriority: 'high',
  },
];

function homeTitle(shopName: string): string {
  return `Custom Soft Enamel Golf Pins | ${shopName}`;
}

/** A later visit in the browser (clientLoader) has no head from the server: the title and description change. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return (
    loaderData?.head ?? [{ title: homeTitle(metaShop(matches).name) }, { name: 'description', content: DESCRIPTION }]
  );
}

/**
 * The first load: the latest posts read in-process, so the server HTML already shows the strip. When the
 * blog cannot be read the page still renders, and the browser asks the API once hydrated.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const latestPosts = await context.services.blog
    .listPublished({ limit: LATEST_POSTS_LIMIT })
    .catch((): BlogPostSummaryDto[] | null => null);
  return { latestPosts, head: homeHead(context.shop, context.publicUrl) };
}

/** Made on the server: the social card and JSON-LD builders stay out of the browser's bundle. */
function homeHead(shop: Shop, publicUrl: string): MetaDescriptor[] {
  const title = homeTitle(shop.name);
  return [
    { title },
    { name: 'description', content: DESCRIPTION },
    { tagName: 'link', rel: 'canonical', href: `${publicUrl}/` },
    ...socialMeta({ publicUrl, siteName: shop.name, title, description: DESCRIPTION, path: '/' }),
    { 'script:ld+json': organizationJsonLd(shop, publicUrl) },
    { 'script:ld+json': webSiteJsonLd(shop.name, publicUrl) },
  ];
}

/** The designer (its steps, the price tables, the upload) loads as the visitor scrolls towards it (decision 021). */
const CustomPinDesigner = lazyIsland(
  () => import('../features/designer/custom-pin-designer').then((module) => module.CustomPinDesigner),
  () => whenNear('custom'),
);

type LatestPosts = BlogPostSummaryDto[] | Promise<BlogPostSummaryDto[]>;

/**
 * Later visits in the browser: the page shows at once and the strip follows when GET /api/blog?limit=3 answers
 * (the request is handed to <Await>, not awaited).
 */
export function clientLoader() {
  return { latestPosts: browserLatestPosts.read(), head: null };
}

/**
 * The latest-articles strip (shopper-spec section 7): nothing while loading or on failure. The server's posts render
 * at once and are kept for later visits; when the server could not read them (null), the browser asks once hydrated;
 * a client-side visit's request goes through <Await>.
 */
function LatestArticlesStrip({ posts }: { posts: LatestPosts | null }) {
  const [fetched, setFetched] = useState<BlogPostSummaryDto[]>();
  useEffect(() => {
    if (Array.isArray(posts)) browserLatestPosts.seed(posts);
    if (posts !== null) return;
    let live = true;
    Promise.resolve(browserLatestPosts.read()).then(
      (latest) => {
        if (live) setFetched(latest);
      },
      () => {
        // Nothing shows on failure.
      },
    );
    return () => {
      live = false;
    };
  }, [posts]);

  // The server's posts render as they are: no boundary in the server's HTML waits for them (none on the page does).
  if (Array.isArray(posts)) return <LatestArticles posts={posts} />;
  if (posts === null) return <LatestArticles posts={fetched} />;
  return (
    <Suspense fallback={null}>
      {/* The strip without posts renders nothing; a null errorElement would send the failure to the route's boundary. */}
      <Await resolve={posts} errorElement={<LatestArticles posts={undefined} />}>
        {(latest) => <LatestArticles posts={latest} />}
      </Await>
    </Suspense>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      {/* Below the hero: hydrated after it, in short slices (decision 022). */}
      <HydrateLater>
        <LogoCarousel />
        <HowItWorks />
        <WhyChoose />
      </HydrateLater>
      <HydrateLater>
        <LatestArticlesStrip posts={loaderData.latestPosts} />
        <PremadeSection />
      </HydrateLater>
      <CustomSection>
        <CustomPinDesigner />
      </CustomSection>
      <NewsletterPopup />
      <ExitIntentPopup />
    </>
  );
}
