/**
 * Quantity changes and removal of one cart line (PATCH / DELETE /api/cart/{id}) with the spec's toasts
 * (shopper-spec section 8). A quantity change shows at once and is reconciled with the server's answer.
 */
import type { CartItemDto } from '../../../core/schemas/cart';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { currentCart, editCart, refreshCart } from '../../lib/session-store';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import { withLine, withLineQuantity, withoutLine } from './cart-lines';

/** Line changes on their way, across every line of the drawer. */
let changesInFlight = 0;

/**
 * Counted first thing in each change's call, so every change's onSettled (which useAction always runs) has its count.
 */
function startChange() {
  changesInFlight += 1;
}

/** A refetch while another line's change is in flight could bring back that line's old quantity for a moment. */
async function settleChange() {
  changesInFlight -= 1;
  if (changesInFlight > 0) return;
  await refreshCart();
}

export function useCartLine(item: CartItemDto) {
  const { id } = item;

  const update = useAction(
    async (quantity: number) => {
      startChange();
      // Each call keeps its own previous quantity, so a failed click rolls back only what it changed.
      const previousQuantity = currentCart()?.find((line) => line.id === id)?.quantity;
      editCart((items) => withLineQuantity(items, id, quantity));
      try {
        return await shopApi.updateCartLine(id, quantity);
      } catch (error) {
        if (previousQuantity !== undefined) editCart((items) => withLineQuantity(items, id, previousQuantity));
        throw error;
      }
    },
    {
      onSuccess: (saved) => editCart((items) => withLine(items, saved)),
      onError: (error) => {
        toast({
          title: 'Cannot Update Quantity',
          description: apiErrorMessage(error, 'Failed to update quantity'),
          variant: 'destructive',
        });
      },
      onSettled: settleChange,
    },
  );

  const remove = useAction(
    async () => {
      startChange();
      await shopApi.removeCartLine(id);
    },
    {
      onSuccess: () => {
        editCart((items) => withoutLine(items, id));
        toast({ title: 'Item removed from cart', description: item.product.name });
      },
      onError: (error) => {
        toast({ title: 'Error', description: apiErrorMessage(error, 'Failed to remove item'), variant: 'destructive' });
      },
      onSettled: settleChange,
    },
  );

  return {
    /** Minus at quantity 1 removes the line (shopper-spec section 4). */
    setQuantity: (quantity: number) => (quantity < 1 ? remove.run() : update.run(quantity)),
    remove: () => remove.run(),
    pending: update.pending || remove.pending,
    removing: remove.pending,
  };
}
