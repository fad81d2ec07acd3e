/**
 * The cart badge's number, in a module of its own: the header's cart button is on every page's first load, and the
 * drawer's pricing helpers (./cart-lines, with core's tier tables) are not (decision 021).
 */
import type { CartItemDto } from '../../../core/schemas/cart';

/** Every pin in the cart. */
export function cartQuantity(items: readonly CartItemDto[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}
