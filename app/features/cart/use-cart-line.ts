/**
 * Quantity changes and removal of one cart line (PATCH / DELETE /api/cart/{id}) with the spec's toasts
 * (shopper-spec section 8). A quantity change shows at once and is reconciled with the server's answer.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartItemDto } from '../../../core/schemas/cart';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { CART_CHANGE_MUTATION_KEY, CART_QUERY_KEY } from '../../lib/query-keys';
import { shopApi } from '../../lib/shop-api';
import { withLine, withLineQuantity, withoutLine } from './cart-lines';

function editCart(queryClient: QueryClient, edit: (items: CartItemDto[]) => CartItemDto[]) {
  queryClient.setQueryData<CartItemDto[]>(CART_QUERY_KEY, (items) => (items ? edit(items) : items));
}

/** A refetch while another line's change is in flight could bring back that line's old quantity for a moment. */
async function reconcile(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: CART_CHANGE_MUTATION_KEY }) > 1) return;
  await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
}

export function useCartLine(item: CartItemDto) {
  const queryClient = useQueryClient();
  const { id } = item;

  const update = useMutation({
    mutationKey: CART_CHANGE_MUTATION_KEY,
    mutationFn: (quantity: number) => shopApi.updateCartLine(id, quantity),
    onMutate: async (quantity) => {
      await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = queryClient.getQueryData<CartItemDto[]>(CART_QUERY_KEY)?.find((line) => line.id === id);
      editCart(queryClient, (items) => withLineQuantity(items, id, quantity));
      return { previousQuantity: previous?.quantity };
    },
    onSuccess: (saved) => editCart(queryClient, (items) => withLine(items, saved)),
    onError: (error, _quantity, context) => {
      const previousQuantity = context?.previousQuantity;
      if (previousQuantity !== undefined)
        editCart(queryClient, (items) => withLineQuantity(items, id, previousQuantity));
      toast({
        title: 'Cannot Update Quantity',
        description: apiErrorMessage(error, 'Failed to update quantity'),
        variant: 'destructive',
      });
    },
    onSettled: () => reconcile(queryClient),
  });

  const remove = useMutation({
    mutationKey: CART_CHANGE_MUTATION_KEY,
    mutationFn: () => shopApi.removeCartLine(id),
    onSuccess: () => {
      editCart(queryClient, (items) => withoutLine(items, id));
      toast({ title: 'Item removed from cart', description: item.product.name });
    },
    onError: (error) => {
      toast({ title: 'Error', description: apiErrorMessage(error, 'Failed to remove item'), variant: 'destructive' });
    },
    onSettled: () => reconcile(queryClient),
  });

  return {
    /** Minus at quantity 1 removes the line (shopper-spec section 4). */
    setQuantity: (quantity: number) => (quantity < 1 ? remove.mutate() : update.mutate(quantity)),
    remove: () => remove.mutate(),
    pending: update.isPending || remove.isPending,
    removing: remove.isPending,
  };
}
