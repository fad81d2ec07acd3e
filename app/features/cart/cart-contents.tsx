/** The filled drawer: the lines (scrolling) above the discount box, the totals and Checkout (kept in view). */
import { Icon } from '../../components/ui/icons';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { CartItemDto } from '../../../core/schemas/cart';
import { buttonVariants } from '../../components/ui/button';
import { SheetClose } from '../../components/ui/sheet';
import { useKeepToastsClear } from '../../components/ui/toast-clearance';
import { formatUsd } from '../../lib/format';
import { useShop } from '../../lib/use-shop';
import { CartLineItem } from './cart-line-item';
import { cartPricing } from './cart-lines';
import { CartTotals } from './cart-totals';
import { checkoutHref } from './discount';
import { DiscountBox } from './discount-box';
import { DrawerTax } from './drawer-tax';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import type { DiscountCodeState } from './use-discount-code';

export function CartContents({ items, discount }: { items: readonly CartItemDto[]; discount: DiscountCodeState }) {
  const { shippingCents } = useShop();
  const totals = cartPricing(items, discount.applied?.amountCents ?? 0, shippingCents);
  const footer = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The toasts of add, apply and remove never cover Checkout.
  useKeepToastsClear(footer);
  useFocusAfterRemoval(list, items);
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
      <ul ref={list} className="flex-1 divide-y divide-slate-100 px-6" aria-label="Cart items">
        {items.map((item) => (
          <CartLineItem key={item.id} item={item} />
        ))}
      </ul>
      <div
        ref={footer}
        data-testid="cart-footer"
        className="sticky bottom-0 flex flex-col gap-4 border-t border-slate-200 bg-white px-6 pt-4 pb-5 shadow-[0_-4px_12px_-8px_rgb(15_23_42/0.15)]"
      >
        <DiscountBox discount={discount} />
        <CartTotals totals={totals} discountCode={discount.applied?.code} rechecking={discount.rechecking} />
        {/* The ship-to's state or province decides the tax: the server's figure once the checkout has one. */}
        <DrawerTax items={items} discountCode={discount.applied?.code} />
        <SheetClose asChild>
          <Link to={checkoutHref(discount.applied)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            Checkout
            <Icon name="arrow-right" className="size-5" aria-hidden="true" />
          </Link>
        </SheetClose>
        <p className="text-center text-xs text-slate-500">
          Secure checkout with PayPal. Flat {formatUsd(shippingCents)} shipping to the United States and Canada.
        </p>
      </div>
    </div>
  );
}
