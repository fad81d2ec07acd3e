/** POST /api/cart for this browser's cart, with the spec's toasts (shopper-spec section 8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import { apiErrorMessage } from '../../lib/api';
import { CART_QUERY_KEY } from '../../lib/query-keys';
import { shopApi } from '../../lib/shop-api';

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopApi.addToCart,
    onSuccess: async (_item, { productId, quantity }) => {
      trackEvent('add_to_cart', { props: { productId, quantity } });
      toast({ title: 'Added to Cart', description: `${quantity} item(s) added to your cart!`, variant: 'success' });
      // Refreshing the cart updates the header badge and the drawer.
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
