/**
 * The cart drawer (shopper-spec section 2): the header's cart button (badge = total quantity) opening a
 * right-side sheet with the lines, quantity controls, the discount box, the totals and Checkout. The applied
 * discount lives here, in the always-mounted button, so it survives closing and reopening the drawer.
 */
import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CartDrawerNotice } from '../../components/cart-drawer-notice';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { useCartDrawerRequests } from '../../lib/cart-drawer';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';
import { useCart } from '../../lib/use-cart';
import { CartContents } from './cart-contents';
import { cartPricing, cartQuantity } from './cart-lines';
import { useDiscountCode, type DiscountCodeState } from './use-discount-code';
import { focusWasLost } from './use-focus-after-removal';

export function CartSheet() {
  const location = useLocation();
  // Open for one location only, so any navigation (Checkout, a product link) closes the drawer.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const cart = useCart();
  const count = cartQuantity(cart.data);
  const discount = useDiscountCode(cart.data ? cartPricing(cart.data) : undefined);
  // Another part of the page (a reorder) may open the drawer, with a note to show above the lines.
  const request = useCartDrawerRequests(useCallback(() => setOpenAt(location.key), [location.key]));

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpenAt(next ? location.key : null);
        if (!next) request.dismiss();
      }}
    >
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
      <SheetContent
        side="right"
        closeLabel="Close cart"
        className="gap-0"
        // A toast shown after the drawer opened is Radix's top layer and takes Escape for itself (it closes); the
        // drawer closes on the same key. When the drawer is on top, Radix has already closed it and marked the event.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          setOpenAt(null);
          request.dismiss();
        }}
      >
        <SheetHeader>
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription>
            {count > 0 ? `${pluralize(count, 'pin')} ready for checkout` : 'Pins you add will appear here.'}
          </SheetDescription>
        </SheetHeader>
        {request.notice ? <CartDrawerNotice notice={request.notice} onDismiss={request.dismiss} /> : null}
        <CartBody cart={cart} discount={discount} />
      </SheetContent>
    </Sheet>
  );
}

function CartBody({ cart, discount }: { cart: ReturnType<typeof useCart>; discount: DiscountCodeState }) {
  if (cart.data) {
    return cart.data.length > 0 ? <CartContents items={cart.data} discount={discount} /> : <EmptyCart />;
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
  return (
    <div className="flex flex-col gap-4 px-6 py-6" role="status" aria-label="Loading cart">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse gap-4">
          <div className="size-20 rounded-lg bg-slate-100" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <div className="h-4 w-3/4 rounded bg-slate-100" />
            <div className="h-3 w-1/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyCart() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The last line was just removed with its focused button: the keyboard lands on what the drawer says now.
  useLayoutEffect(() => {
    if (focusWasLost()) heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingBag className="size-7" aria-hidden="true" />
      </span>
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          Your cart is empty
        </h3>
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
