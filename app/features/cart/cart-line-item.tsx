/** One line of the cart drawer: picture, name, unit and tier price, quantity controls, line total and Remove. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { dollarsToCents } from '../../../core/money';
import { priceLine } from '../../../core/pricing/tiers';
import type { CartItemDto } from '../../../core/schemas/cart';
import { cn } from '../../lib/cn';
import { lineMax } from './cart-lines';
import { LineTotal, UnitPrice } from './line-price';
import { LineQuantity } from './line-quantity';
import { useCartLine } from './use-cart-line';

export function CartLineItem({ item }: { item: CartItemDto }) {
  const { product } = item;
  const line = priceLine(dollarsToCents(product.price), item.quantity);
  const max = lineMax(item);
  const { setQuantity, remove, pending, removing } = useCartLine(item);

  return (
    <li className={cn('flex gap-4 py-4 transition-opacity', removing && 'opacity-50')} aria-busy={pending}>
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-full object-contain p-1"
          />
        ) : (
          <Icon name="image-off" className="size-6 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <Link
              to={`/product/${product.id}`}
              className="text-sm leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {product.name}
            </Link>
            <UnitPrice line={line} />
          </div>
          <button
            type="button"
            data-line-remove
            aria-label={`Remove ${product.name}`}
            title="Remove"
            // aria-disabled, not disabled: a disabled button loses the keyboard focus (Chromium moves it to the body).
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) remove();
            }}
            className="-mt-1 -mr-1.5 shrink-0 rounded-md p-1.5 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            <Icon name="x" className="size-4" aria-hidden="true" />
          </button>
        </div>
        <div className="flex items-end justify-between gap-3">
          <LineQuantity
            name={product.name}
            quantity={item.quantity}
            max={max}
            pending={pending}
            onChange={setQuantity}
          />
          <LineTotal line={line} />
        </div>
        {item.quantity > max ? (
          <p className="text-xs font-medium text-amber-700">
            {max === 0 ? 'Now out of stock: please remove it.' : `Only ${max} available: please lower the quantity.`}
          </p>
        ) : null}
      </div>
    </li>
  );
}
