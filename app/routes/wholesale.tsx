import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { applyCatalogView, catalogViewSearch, DEFAULT_VIEW, parseCatalogView } from '../features/catalog/catalog-view';
import { CatalogToolbar } from '../features/catalog/catalog-toolbar';
import { CustomPinsCallout } from '../features/catalog/custom-pins-callout';
import { listCatalog } from '../features/catalog/catalog.server';
import { ProductCard } from '../features/catalog/product-card';
import { ProductGridSkeleton } from '../features/catalog/product-card-skeleton';
import { MobileTierBox, WholesaleInfoTiles } from '../features/catalog/wholesale-info';
import { PRODUCTS_QUERY_KEY } from '../lib/query-keys';
import { shopApi } from '../lib/shop-api';
import { itemListJsonLd, metaPublicUrl, socialMeta } from '../lib/seo';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/wholesale';

/** Cards above the fold on a wide screen load at once; the rest lazily. */
const EAGER_CARDS = 4;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  const title = `Wholesale Golf Pins | ${shopName}`;
  const description =
    'Ready-made soft enamel golf pins for pro shops, courses and tournaments: 10% off 10-24 pins, 20% off 25+, most orders ship within 1-2 business days.';
  const publicUrl = loaderData?.publicUrl ?? metaPublicUrl(matches);
  const head = [{ title }, { name: 'description', content: description }];
  if (!publicUrl) return head;
  const url = `${publicUrl}/wholesale`;
  // The pins in the order the page lists them (its category and sort come from the query string).
  const listed = loaderData?.products
    ? applyCatalogView(loaderData.products, parseCatalogView(new URLSearchParams(location.search)))
    : null;
  return [
    ...head,
    { tagName: 'link', rel: 'canonical', href: url },
    ...socialMeta({ publicUrl, siteName: shopName, title, description, path: url }),
    ...(listed
      ? [
          {
            'script:ld+json': itemListJsonLd(
              'Wholesale Golf Pins',
              listed.map((product) => ({ name: product.name, path: `/product/${product.id}` })),
              publicUrl,
            ),
          },
        ]
      : []),
  ];
}

/** The first page load: the catalogue read in-process, so the server HTML already lists every pin. */
export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listCatalog(context), publicUrl: context.publicUrl };
}

/**
 * Later visits in the browser: the page shows at once with skeleton cards and reads GET /api/products
 * through the query cache (never refetched, so a second visit shows the pins immediately).
 */
export function clientLoader() {
  return { products: null, publicUrl: null };
}

export default function Wholesale({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseCatalogView(searchParams);
  const products = useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => shopApi.products(signal),
    initialData: loaderData.products ?? undefined,
  });

  const all = products.data ?? [];
  const shown = applyCatalogView(all, view);
  const setView = (next: typeof view) =>
    setSearchParams(catalogViewSearch(next, searchParams), { replace: true, preventScrollReset: true });

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
        <CatalogToolbar
          view={view}
          onChange={setView}
          shown={shown.length}
          total={all.length}
          loading={products.isPending}
        />
        <MobileTierBox />
        <div className="mt-6">
          {products.isPending ? (
            <ProductGridSkeleton />
          ) : products.isError ? (
            <CatalogMessage
              title="Failed to fetch products"
              text="Please check your connection and try again."
              action={<Button onClick={() => void products.refetch()}>Try again</Button>}
            />
          ) : shown.length === 0 ? (
            <CatalogMessage
              title="No pins in this category yet"
              text="New designs arrive every month. In the meantime, have a look at the whole catalogue."
              action={
                <Button onClick={() => setView({ ...view, category: DEFAULT_VIEW.category })}>Show all pins</Button>
              }
            />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {shown.map((product, index) => (
                <ProductCard key={product.id} product={product} priority={index < EAGER_CARDS} />
              ))}
            </div>
          )}
        </div>
        <CustomPinsCallout />
      </section>
    </>
  );
}

function CatalogMessage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div
      role={title.startsWith('Failed') ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center"
    >
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      <div className="mt-2">{action}</div>
    </div>
  );
}
