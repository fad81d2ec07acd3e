/**
 * The cart drawer (shopper-spec section 2): the header's cart button (badge = total quantity) opening a
 * right-side sheet with the lines, quantity controls, the discount box, the totals and Checkout. The sheet
 * itself (./cart-drawer-panel, with Radix Dialog) loads when the drawer first opens, or as soon as the pointer or
 * the keyboard reaches the button, so it is not part of every page's first load (decision 021).
 */
import { Icon } from '../../components/ui/icons';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { useCartDrawerRequests } from '../../lib/cart-drawer';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';
import { useCart } from '../../lib/session-store';
import { useOnDemand } from '../../lib/use-on-demand';
import { cartQuantity } from './cart-quantity';

const loadPanel = () => import('./cart-drawer-panel');

export function CartSheet() {
  const location = useLocation();
  // Open for one location only, so any navigation (Checkout, a product link) closes the drawer.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  // Once loaded, the panel stays mounted, so it can play its closing animation and keep its state.
  const panel = useOnDemand(loadPanel, open);
  const trigger = useRef<HTMLButtonElement>(null);
  const cart = useCart();
  const count = cartQuantity(cart.data);
  // Another part of the page (a reorder) may open the drawer, with a note to show above the lines.
  const request = useCartDrawerRequests(useCallback(() => setOpenAt(location.key), [location.key]));
  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        aria-label={`Cart, ${pluralize(count, 'item')}`}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'relative text-slate-800 hover:text-brand-700',
        )}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpenAt(location.key)}
      >
        <Icon name="shopping-cart" className="size-5" aria-hidden="true" />
        <Badge
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 h-5 min-w-5 px-1 text-[11px] ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      </button>
      {panel ? (
        <panel.default
          open={open}
          onOpenChange={(next) => {
            setOpenAt(next ? location.key : null);
            if (!next) request.dismiss();
          }}
          trigger={trigger}
          cart={cart}
          notice={request.notice}
          onDismissNotice={request.dismiss}
        />
      ) : null}
    </>
  );
}
