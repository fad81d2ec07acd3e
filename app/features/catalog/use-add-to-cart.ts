/** POST /api/cart for this browser's cart, with the spec's toasts (shopper-spec section 8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiRequest } from '../../lib/api';
import { cartHeaders } from '../../lib/session-id';

/** The cart's query key (its URL, as every default query here): refreshing it updates the header badge and drawer. */
const CART_QUERY_KEY = ['/api/cart'] as const;

export interface AddToCartInput {
  productId: number;
  quantity: number;
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddToCartInput) => {
      const response = await apiRequest('POST', '/api/cart', input, { headers: cartHeaders() });
      return (await response.json()) as unknown;
    },
    onSuccess: async (_item, { quantity }) => {
      toast({ title: 'Added to Cart', description: `${quantity} item(s) added to your cart!`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
    onError: (error) => {
      toast({
        title: 'Cannot Add to Cart',
        description: apiErrorMessage(error, 'Failed to add to cart'),
        variant: 'destructive',
      });
    },
  });
}
