/**
 * The cart drawer: the header's cart button (badge = total quantity) opening a right-side sheet.
 * Quantity controls, remove and the discount box arrive with the catalogue: they slot into
 * CartLine's `actions` and CartSummary's `children`.
 */
import { useQuery } from '@tanstack/react-query';
import { ImageOff, ShoppingBag, ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { dollarsToCents } from '../../core/money';
import type { CartItemDto } from '../../core/schemas/cart';
import { apiRequest } from '../lib/api';
import { cn } from '../lib/cn';
import { formatDollars, formatUsd, pluralize } from '../lib/format';
import { cartHeaders } from '../lib/session-id';
import { Badge } from './ui/badge';
import { Button, buttonVariants } from './ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './ui/sheet';

export const CART_QUERY_KEY = ['/api/cart'] as const;

async function fetchCart(): Promise<CartItemDto[]> {
  const response = await apiRequest('GET', '/api/cart', undefined, { headers: cartHeaders() });
  return (await response.json()) as CartItemDto[];
}

/** The anonymous cart (GET /api/cart with X-Session-Id); fetched in the browser only. */
export function useCart() {
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: fetchCart,
    enabled: typeof window !== 'undefined',
  });
}

export function cartQuantity(items: readonly CartItemDto[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

/** Display subtotal in cents (list price x quantity); the server decides the amount charged. */
export function cartSubtotalCents(items: readonly CartItemDto[]): number {
  return items.reduce((sum, item) => sum + dollarsToCents(item.product.price) * item.quantity, 0);
}

export function CartSheet() {
  const location = useLocation();
  // Open for one location only, so any navigation (Checkout, a product link) closes the drawer.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const cart = useCart();
  const count = cartQuantity(cart.data);

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <SheetTrigger
        aria-label={`Cart, ${pluralize(count, 'item')}`}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'relative text-slate-800 hover:text-brand-700',
        )}
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
        <Badge
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 h-5 min-w-5 px-1 text-[11px] ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close cart" className="gap-0">
        <SheetHeader>
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription>
            {cart.data && cart.data.length > 0
              ? `${pluralize(count, 'pin')} ready for checkout`
              : 'Pins you add will appear here.'}
          </SheetDescription>
        </SheetHeader>
        <CartBody cart={cart} />
      </SheetContent>
    </Sheet>
  );
}

function CartBody({ cart }: { cart: ReturnType<typeof useCart> }) {
  if (cart.isPending) {
    return (
      <div className="flex flex-col gap-4 px-6 py-6" role="status" aria-label="Loading cart">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex animate-pulse gap-4">
            <div className="size-16 rounded-md bg-slate-100" />
            <div className="flex flex-1 flex-col gap-2 py-1">
              <div className="h-4 w-3/4 rounded bg-slate-100" />
              <div className="h-3 w-1/3 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div className="flex flex-col items-center gap-4 px-6 py-12 text-center" role="alert">
        <p className="font-medium text-slate-900">Failed to fetch cart</p>
        <Button variant="outline" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (cart.data.length === 0) return <EmptyCart />;

  return (
    <>
      <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-6" aria-label="Cart items">
        {cart.data.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <CartSummary items={cart.data} />
    </>
  );
}

export function CartLine({ item, actions }: { item: CartItemDto; actions?: ReactNode }) {
  const { product } = item;
  return (
    <li className="flex gap-4 py-4">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-full object-contain"
          />
        ) : (
          <ImageOff className="size-6 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-medium text-slate-900">{product.name}</p>
          <p className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatUsd(dollarsToCents(product.price) * item.quantity)}
          </p>
        </div>
        <p className="text-sm text-slate-600 tabular-nums">
          {formatDollars(product.price)} each · Qty {item.quantity}
        </p>
        {actions}
      </div>
    </li>
  );
}

export function CartSummary({ items, children }: { items: readonly CartItemDto[]; children?: ReactNode }) {
  return (
    <SheetFooter>
      {children}
      <div className="flex items-center justify-between text-base font-semibold text-slate-900">
        <span>Subtotal</span>
        <span className="tabular-nums">{formatUsd(cartSubtotalCents(items))}</span>
      </div>
      <p className="text-xs text-slate-500">Shipping and discount codes are applied at checkout.</p>
      <SheetClose asChild>
        <Link to="/checkout" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Checkout
        </Link>
      </SheetClose>
    </SheetFooter>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingBag className="size-7" aria-hidden="true" />
      </span>
      <div>
        <p className="text-base font-semibold text-slate-900">Your cart is empty</p>
        <p className="mt-1 text-sm text-slate-600">Browse our ready-made golf pins with wholesale pricing.</p>
      </div>
      <SheetClose asChild>
        <Link to="/wholesale" className={buttonVariants({ variant: 'outline' })}>
          Shop Wholesale
        </Link>
      </SheetClose>
    </div>
  );
}
