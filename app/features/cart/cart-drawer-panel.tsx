/**
 * The cart drawer's panel (shopper-spec section 2): the sheet with the lines, quantity controls, the discount box,
 * the totals and Checkout. Loaded when the drawer first opens (app/features/cart/cart-sheet.tsx), so Radix Dialog,
 * the cart's controls and the discount code's checks are not part of every page's first load (decision 021).
 */
import { Icon } from '../../components/ui/icons';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { CartDrawerNotice } from '../../components/cart-drawer-notice';
import { Button, buttonVariants } from '../../components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import type { CartDrawerNotice as Notice } from '../../lib/cart-drawer';
import { pluralize } from '../../lib/format';
import type { useCart } from '../../lib/session-store';
import { CartContents } from './cart-contents';
import { cartPricing } from './cart-lines';
import { cartQuantity } from './cart-quantity';
import { useDiscountCode, type DiscountCodeState } from './use-discount-code';
import { focusWasLost } from './use-focus-after-removal';

export interface CartDrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's cart button: focus goes back to it when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  cart: ReturnType<typeof useCart>;
  notice: Notice | null;
  onDismissNotice: () => void;
}

export default function CartDrawerPanel({
  open,
  onOpenChange,
  trigger,
  cart,
  notice,
  onDismissNotice,
}: CartDrawerPanelProps) {
  const count = cartQuantity(cart.data);
  // The applied discount lives in the panel, which stays mounted from its first opening on (cart-sheet.tsx), so the
  // code survives closing and reopening the drawer; its checks are not part of every page's first load.
  const discount = useDiscountCode(cart.data ? cartPricing(cart.data) : undefined);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Close cart"
        className="gap-0"
        // The button is not Radix's own trigger (it renders before this panel loads), so Radix would drop the focus.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        // A toast shown after the drawer opened is Radix's top layer and takes Escape for itself (it closes); the
        // drawer closes on the same key. When the drawer is on top, Radix has already closed it and marked the event.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          onOpenChange(false);
        }}
      >
        <SheetHeader>
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription>
            {count > 0 ? `${pluralize(count, 'pin')} ready for checkout` : 'Pins you add will appear here.'}
          </SheetDescription>
        </SheetHeader>
        {notice ? <CartDrawerNotice notice={notice} onDismiss={onDismissNotice} /> : null}
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
        <Icon name="shopping-bag" className="size-7" aria-hidden="true" />
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
