import { Icon } from '../components/ui/icons';
import { RouteErrorView } from '../components/error-views';
import { IconList } from '../components/ui/icon-list';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { productSku, stockBadge } from '../../core/catalog';
import { CATEGORY_LABELS } from '../features/catalog/catalog-view';
import { findCatalogProduct } from '../features/catalog/catalog.server';
import { ProductMedia } from '../features/catalog/product-media';
import { ProductNotFound } from '../features/catalog/product-not-found';
import { ProductPrice } from '../features/catalog/product-price';
import { ProductPurchase } from '../features/catalog/product-purchase';
import { parseProductId } from '../features/catalog/product-id';
import { priceValidUntil, productMeta } from '../features/catalog/product-seo';
import { StockBadge } from '../features/catalog/stock-badge';
import { ReviewPages } from '../features/reviews/review-pages';
import { RatingSummaryLine } from '../components/ui/stars';
import type { Route } from './+types/product';

const NOT_FOUND_TITLE = 'Product Not Found';

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) {
    const title = isRouteErrorResponse(error) && error.status !== 404 ? 'Something went wrong' : NOT_FOUND_TITLE;
    return [{ title }, { name: 'robots', content: 'noindex' }];
  }
  return loaderData.head;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  const product = id === null ? null : await findCatalogProduct(context, id);
  if (!product) throw data(null, { status: 404 });
  // The first page only ("Show more reviews" reads on); the summary still counts every review.
  const reviews = await context.services.reviews.productReviews(product.id);
  // The head is made here, on the server: its copy table and JSON-LD builders stay out of the browser's bundle.
  const head = productMeta(product, {
    publicUrl: context.publicUrl,
    priceValidUntil: priceValidUntil(new Date()),
    shopName: context.shop.name,
    reviews,
  });
  return { product, head, reviews };
}

const PROMISES = [
  { icon: 'package-check', text: 'Most orders ship within 1-2 business days' },
  { icon: 'shield-check', text: 'Premium soft enamel with secure clutch backs' },
  { icon: 'file-text', text: 'NET 30 terms for wholesale accounts' },
] as const;

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  const groupLabel = CATEGORY_LABELS[product.group as keyof typeof CATEGORY_LABELS];

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
          <li>
            <Link to="/" className="rounded-sm hover:text-brand-700">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="size-4" />
          </li>
          <li>
            <Link to="/wholesale" className="rounded-sm hover:text-brand-700">
              Wholesale
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="size-4" />
          </li>
          <li aria-current="page" className="truncate font-medium text-slate-900">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductMedia
            product={product}
            sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 92vw"
            priority="high"
            stillControls
            className="rounded-3xl border border-slate-200 shadow-sm"
          />
        </div>

        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              {groupLabel ?? 'Golf Pin'} <span className="text-slate-400">·</span>{' '}
              <span className="font-medium tracking-normal text-slate-500 normal-case">
                SKU {productSku(product.id)}
              </span>
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {product.name}
            </h1>
            <RatingSummaryLine summary={reviews.summary} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <ProductPrice price={product.price} size="lg" />
            <StockBadge status={stockBadge(product)} />
          </div>
          <p className="text-base leading-7 text-pretty text-slate-700">{product.description}</p>
          <ProductPurchase product={product} />
          <IconList items={PROMISES} className="grid gap-3 text-sm text-slate-700" itemClassName="gap-2.5" />
        </div>
      </div>
      {reviews.summary.count > 0 && (
        <section aria-labelledby="reviews-heading" className="mt-12 max-w-3xl">
          <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
            Reviews from verified buyers
          </h2>
          <div className="mt-4">
            <ReviewPages
              key={product.id}
              path={`/api/products/${product.id}/reviews`}
              firstPage={reviews}
              photoAlt={`A buyer's photo of ${product.name}`}
            />
          </div>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return (
    <RouteErrorView
      text="We could not load this pin. Please try again in a moment."
      links={[{ to: '/wholesale', label: 'Browse All Products' }]}
    />
  );
}
