import { Icon } from '../components/ui/icons';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Await, useRevalidator, useSearchParams, type MetaDescriptor } from 'react-router';
import type { ProductDto } from '../../core/schemas/catalog';
import type { RatingSummaries } from '../../core/schemas/reviews';
import { Button } from '../components/ui/button';
import { HydrateLater } from '../lib/hydrate-later';
import { PageHeader } from '../components/ui/page-header';
import {
  applyCatalogView,
  catalogViewSearch,
  DEFAULT_VIEW,
  parseCatalogView,
  type CatalogView,
} from '../features/catalog/catalog-view';
import { browserCatalogue, browserRatings } from '../lib/browser-reads';
import { CatalogToolbar } from '../features/catalog/catalog-toolbar';
import { CustomPinsCallout } from '../features/catalog/custom-pins-callout';
import { listCatalog } from '../features/catalog/catalog.server';
import { ProductCard } from '../features/catalog/product-card';
import { ProductGridSkeleton } from '../features/catalog/product-card-skeleton';
import { MobileTierBox, WholesaleInfoTiles } from '../features/catalog/wholesale-info';
import { itemListJsonLd, socialMeta } from '../lib/seo';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/wholesale';

/** Cards above the fold on a wide screen load at once; the rest lazily. */
const EAGER_CARDS = 4;

const DESCRIPTION =
  'Ready-made soft enamel golf pins for pro shops, courses and tournaments: 10% off 10-24 pins, 20% off 25+, most orders ship within 1-2 business days.';

function wholesaleTitle(shopName: string): string {
  return `Wholesale Golf Pins | ${shopName}`;
}

/** A later visit in the browser (clientLoader) has no head from the server: the title and description change. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return (
    loaderData?.head ?? [
      { title: wholesaleTitle(metaShop(matches).name) },
      { name: 'description', content: DESCRIPTION },
    ]
  );
}

/**
 * The first page load: the catalogue read in-process, so the server HTML already lists every pin. The head is made
 * here, on the server: its social card and JSON-LD builders stay out of the browser's bundle.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [products, ratings] = await Promise.all([listCatalog(context), context.services.reviews.productSummaries()]);
  const { shop, publicUrl } = context;
  const title = wholesaleTitle(shop.name);
  const url = `${publicUrl}/wholesale`;
  // The pins in the order the page lists them (its category and sort come from the query string).
  const listed = applyCatalogView(products, parseCatalogView(new URL(request.url).searchParams));
  const head: MetaDescriptor[] = [
    { title },
    { name: 'description', content: DESCRIPTION },
    { tagName: 'link', rel: 'canonical', href: url },
    ...socialMeta({ publicUrl, siteName: shop.name, title, description: DESCRIPTION, path: url }),
    {
      'script:ld+json': itemListJsonLd(
        'Wholesale Golf Pins',
        listed.map((product) => ({ name: product.name, path: `/product/${product.id}` })),
        publicUrl,
      ),
    },
  ];
  return { products, ratings, head };
}

/**
 * Later visits in the browser: the page shows at once with skeleton cards while the pins and their ratings load (the
 * requests are handed to <Await>, not awaited), and a visit after that shows them immediately. The cards wait for
 * both, so their stars never appear after them; a failed ratings read shows none, and the next visit asks again.
 */
export function clientLoader() {
  const products = browserCatalogue.read();
  const ratings = browserRatings.read();
  if (Array.isArray(products) && !(ratings instanceof Promise)) return { products, ratings, head: null };
  const both = Promise.all([products, Promise.resolve(ratings).catch((): RatingSummaries => ({}))]);
  const listed = both.then(([all]) => all);
  // Its failure shows on the <Await> (Try again), which may attach after it failed: handled here, never a page error.
  listed.catch(() => {});
  return {
    products: listed,
    ratings: both.then(
      ([, kept]) => kept,
      (): RatingSummaries => ({}),
    ),
    head: null,
  };
}

export default function Wholesale({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseCatalogView(searchParams);
  const setView = (next: CatalogView) =>
    setSearchParams(catalogViewSearch(next, searchParams), { replace: true, preventScrollReset: true });
  const { products, ratings } = loaderData;

  // The server's list and ratings are this browser's from now on, so a later visit needs no request.
  useEffect(() => {
    if (Array.isArray(products)) browserCatalogue.seed(products);
    if (!(ratings instanceof Promise)) browserRatings.seed(ratings);
  }, [products, ratings]);

  return (
    <>
      <PageHeader
        back={{ to: '/', label: 'Back to Home' }}
        eyebrow="Ready-made soft enamel pins"
        title="Wholesale Golf Pins"
        description="Tournament, course and commemorative designs in stock and ready for your pro shop. Volume pricing applies per design, so stock up on your best sellers."
      >
        <div className="mt-8">
          <WholesaleInfoTiles />
        </div>
      </PageHeader>

      <section aria-labelledby="catalogue-heading" className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <h2 id="catalogue-heading" className="sr-only">
          Pins
        </h2>
        {/*
          The server's list renders as it is: a Suspense boundary this large would be streamed apart from the page
          (React outlines big boundaries behind a script). A client-side visit's request shows the skeleton until it
          answers.
        */}
        {Array.isArray(products) && !(ratings instanceof Promise) ? (
          <Catalogue all={products} ratings={ratings} view={view} onChange={setView} />
        ) : (
          <Suspense
            fallback={
              <CatalogueFrame view={view} onChange={setView} shown={0} total={0} loading>
                <ProductGridSkeleton />
              </CatalogueFrame>
            }
          >
            <Await
              resolve={products}
              errorElement={
                <CatalogueFrame view={view} onChange={setView} shown={0} total={0}>
                  <CatalogueFailed />
                </CatalogueFrame>
              }
            >
              {(all) => (
                <Await resolve={ratings}>
                  {(kept) => <Catalogue all={all} ratings={kept} view={view} onChange={setView} />}
                </Await>
              )}
            </Await>
          </Suspense>
        )}
        <CustomPinsCallout />
      </section>
    </>
  );
}

interface CatalogueViewProps {
  view: CatalogView;
  onChange: (view: CatalogView) => void;
}

/** The toolbar, the tier box and under them the grid or what stands in for it. */
function CatalogueFrame({
  view,
  onChange,
  shown,
  total,
  loading = false,
  children,
}: CatalogueViewProps & { shown: number; total: number; loading?: boolean; children: ReactNode }) {
  return (
    <>
      <CatalogToolbar view={view} onChange={onChange} shown={shown} total={total} loading={loading} />
      <MobileTierBox />
      <div className="mt-6">{children}</div>
    </>
  );
}

function Catalogue({
  all,
  ratings,
  view,
  onChange,
}: CatalogueViewProps & { all: ProductDto[]; ratings: RatingSummaries }) {
  const shown = applyCatalogView(all, view);
  return (
    <CatalogueFrame view={view} onChange={onChange} shown={shown.length} total={all.length}>
      {shown.length === 0 ? (
        <CatalogMessage
          title="No pins in this category yet"
          text="New designs arrive every month. In the meantime, have a look at the whole catalogue."
          action={<Button onClick={() => onChange({ ...view, category: DEFAULT_VIEW.category })}>Show all pins</Button>}
        />
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((product, index) => (
            <HydrateLater key={product.id}>
              <ProductCard product={product} priority={index < EAGER_CARDS} rating={ratings[product.id]} />
            </HydrateLater>
          ))}
        </div>
      )}
    </CatalogueFrame>
  );
}

/** GET /api/products failed; Try again runs the client loader, which asks again (the failure was forgotten). */
function CatalogueFailed() {
  const revalidator = useRevalidator();
  return (
    <CatalogMessage
      title="Failed to fetch products"
      text="Please check your connection and try again."
      action={
        <Button disabled={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
          Try again
        </Button>
      }
    />
  );
}

function CatalogMessage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div
      role={title.startsWith('Failed') ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center"
    >
      <Icon name="search-x" className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      <div className="mt-2">{action}</div>
    </div>
  );
}
