/** Pure helpers over the cart's lines: the drawer's prices (core decides them) and the cache edits of a change. */
import { maxPurchaseQuantity } from '../../../core/catalog';
import { dollarsToCents, type Cents } from '../../../core/money';
import { cartTotals, type CartTotals } from '../../../core/pricing/cart';
import type { CartItemDto } from '../../../core/schemas/cart';

/**
 * The drawer's money: tier prices per line, subtotal, shipping (the shop's rate, from the root loader: useShop), the
 * discount (capped) and the total.
 */
export function cartPricing(
  items: readonly CartItemDto[],
  discountCents: Cents = 0,
  shippingCents?: Cents,
): CartTotals {
  return cartTotals(
    items.map((item) => ({ unitPriceCents: dollarsToCents(item.product.price), quantity: item.quantity })),
    discountCents,
    shippingCents,
  );
}

/** The most of this line's product a buyer may hold: its stock, or 4 for a `limited` (free promotional) pin. */
export function lineMax(item: CartItemDto): number {
  return maxPurchaseQuantity(item.product);
}

export function withLineQuantity(items: readonly CartItemDto[], id: number, quantity: number): CartItemDto[] {
  return items.map((item) => (item.id === id ? { ...item, quantity } : item));
}

/** The server's answer for one line in place of the cached one. */
export function withLine(items: readonly CartItemDto[], saved: CartItemDto): CartItemDto[] {
  return items.map((item) => (item.id === saved.id ? saved : item));
}

export function withoutLine(items: readonly CartItemDto[], id: number): CartItemDto[] {
  return items.filter((item) => item.id !== id);
}
