/**
 * The product page's buying panel (shopper-spec sections 2, 4 and 5): stepper, quick picks of 10/25/50,
 * Add to Cart, the line total and the tier table. Out of stock, the stepper gives way to a note (the
 * page's stock badge says Out of Stock) and Add to Cart stays disabled.
 */
import { Icon } from '../../components/ui/icons';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isPurchasable, maxPurchaseQuantity } from '../../../core/catalog';
import type { ProductDto } from '../../../core/schemas/catalog';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { LineTotal } from './line-total';
import { QUICK_PICKS } from './quantity';
import { QuantityStepper } from './quantity-stepper';
import { TierTable } from './tier-table';
import { useAddToCart } from './use-add-to-cart';

export function ProductPurchase({ product }: { product: ProductDto }) {
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const purchasable = isPurchasable(product);
  const max = maxPurchaseQuantity(product);
  const pending = addToCart.pending;
  const quickPickLabel = useId();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {purchasable ? (
          <>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
              <div className="flex flex-col gap-2">
                <span className="text-sm font-semibold text-slate-900">Quantity</span>
                <QuantityStepper
                  value={quantity}
                  max={max}
                  onChange={setQuantity}
                  disabled={pending}
                  label="Quantity"
                  size="lg"
                />
              </div>
              <div className="flex flex-col gap-2">
                <span id={quickPickLabel} className="text-sm font-semibold text-slate-900">
                  Quick pick
                </span>
                <div role="group" aria-labelledby={quickPickLabel} className="flex gap-2">
                  {QUICK_PICKS.map((pick) => (
                    <button
                      key={pick}
                      type="button"
                      aria-pressed={quantity === pick}
                      disabled={pending || max < pick}
                      onClick={() => setQuantity(pick)}
                      className={cn(
                        'h-12 rounded-lg border px-3.5 text-sm font-semibold tabular-nums transition-colors',
                        'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400',
                        quantity === pick
                          ? 'border-brand-600 bg-brand-600 text-white'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50',
                      )}
                    >
                      {pick} pins
                    </button>
                  ))}
                </div>
              </div>
            </div>
            {max < Math.max(...QUICK_PICKS) ? (
              <p className="text-sm text-slate-600">
                {max < product.stockQuantity ? `Limit ${max} per customer.` : `Only ${max} available.`}
              </p>
            ) : null}
          </>
        ) : (
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <Icon name="circle-slash" className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              This design is sold out for now. Check back soon for the next run, or{' '}
              <Link to="/quote" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                request a custom pin
              </Link>
              .
            </span>
          </p>
        )}
        <Button
          size="lg"
          className="w-full"
          disabled={!purchasable || pending}
          onClick={() => addToCart.run({ productId: product.id, quantity })}
        >
          <Icon name="shopping-cart" className="size-5" aria-hidden="true" />
          {pending ? 'Adding…' : 'Add to Cart'}
        </Button>
        {purchasable ? <LineTotal price={product.price} quantity={quantity} max={max} /> : null}
      </div>
      {/* A free pin is limited to a few per customer, so volume tiers never apply to it. */}
      {product.price > 0 ? <TierTable price={product.price} quantity={purchasable ? quantity : 1} /> : null}
    </div>
  );
}
