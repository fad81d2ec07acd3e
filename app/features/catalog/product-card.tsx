/** One pin in the wholesale grid (shopper-spec section 2): picture, name, price and the add block. */
import { Icon } from '../../components/ui/icons';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import { LOW_STOCK_THRESHOLD } from '../../../core/constants';
import type { ProductDto } from '../../../core/schemas/catalog';
import type { RatingSummary } from '../../../core/schemas/reviews';
import { RatingSummaryLine } from '../../components/ui/stars';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { CATEGORY_LABELS } from './catalog-view';
import { LineTotal } from './line-total';
import { ProductMedia } from './product-media';
import { ProductPrice } from './product-price';
import { QuantityStepper } from './quantity-stepper';
import { StockBadge } from './stock-badge';
import { useAddToCart } from './use-add-to-cart';

/** Grid columns: 1 below sm, 2 from sm, 3 from lg, 4 from xl inside a 80rem container. */
const CARD_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw';

export function ProductCard({
  product,
  priority = false,
  rating,
}: {
  product: ProductDto;
  priority?: boolean;
  /** The product's published reviews' average and count; none shows nothing. */
  rating?: RatingSummary;
}) {
  const nameId = useId();
  const purchasable = isPurchasable(product);

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600/30 hover:shadow-lg',
        // The first screen's cards are drawn at once; the rest as they near it.
        !priority && 'render-near-view [--near-view-height:39rem]',
      )}
    >
      <div className="relative flex flex-1 flex-col">
        <ProductMedia
          product={product}
          sizes={CARD_SIZES}
          priority={priority ? 'eager' : 'lazy'}
          className={cn('border-b border-slate-100', !purchasable && 'opacity-60 grayscale')}
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-[11px] font-semibold tracking-wide text-brand-800 uppercase shadow-sm ring-1 ring-slate-200 backdrop-blur">
          {CATEGORY_LABELS[product.group as keyof typeof CATEGORY_LABELS] ?? 'Golf Pin'}
        </span>
        <div className="flex flex-1 flex-col gap-2 px-4 pt-4">
          <h3 id={nameId} className="text-base leading-snug font-semibold text-slate-900">
            {/* The link covers the picture and text above the add block, so the whole card top opens the pin. */}
            <Link
              to={`/product/${product.id}`}
              className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-offset-4"
            >
              {product.name}
            </Link>
          </h3>
          <RatingSummaryLine summary={rating} />
          <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
            <ProductPrice price={product.price} />
            <AvailabilityNote product={product} />
          </div>
        </div>
      </div>
      <div className="px-4 pt-3 pb-4">
        {purchasable ? (
          <CardPurchase product={product} />
        ) : (
          <div className="flex h-9 items-center">
            <StockBadge status="Out of Stock" />
          </div>
        )}
      </div>
    </article>
  );
}

/** "N left" at 10 or fewer in stock (shopper-spec section 9), or the per-customer limit of the limited pins. */
function AvailabilityNote({ product }: { product: ProductDto }) {
  if (!isPurchasable(product)) return null;
  if (product.stockQuantity <= LOW_STOCK_THRESHOLD) {
    return (
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-700">
        <Icon name="flame" className="size-4" aria-hidden="true" />
        {product.stockQuantity} left
      </span>
    );
  }
  const max = maxPurchaseQuantity(product);
  if (max < product.stockQuantity) {
    return <span className="text-xs font-semibold text-amber-700">Limit {max} per customer</span>;
  }
  return null;
}

function CardPurchase({ product }: { product: ProductDto }) {
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const max = maxPurchaseQuantity(product);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <QuantityStepper
          value={quantity}
          max={max}
          onChange={setQuantity}
          disabled={addToCart.pending}
          label={`Quantity of ${product.name}`}
        />
        <Button
          className="min-w-0 flex-1 px-3"
          onClick={() => addToCart.run({ productId: product.id, quantity })}
          disabled={addToCart.pending}
        >
          {/*
            Not in the four-column grid (xl), where the card is too narrow for it beside the stepper. A breakpoint,
            not a container query: 23 size containers cost the page a third of its layout time.
          */}
          <Icon name="shopping-cart" className="size-4 xl:hidden" aria-hidden="true" />
          {addToCart.pending ? 'Adding…' : 'Add to Cart'}
        </Button>
      </div>
      <LineTotal price={product.price} quantity={quantity} max={max} compact />
    </div>
  );
}
