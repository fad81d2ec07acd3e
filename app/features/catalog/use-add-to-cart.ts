/** POST /api/cart for this browser's cart, with the spec's toasts (shopper-spec section 8). */
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import { apiErrorMessage } from '../../lib/api';
import { refreshCart } from '../../lib/session-store';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';

export function useAddToCart() {
  return useAction(shopApi.addToCart, {
    onSuccess: async (_item, { productId, quantity }) => {
      trackEvent('add_to_cart', { props: { productId, quantity } });
      toast({ title: 'Added to Cart', description: `${quantity} item(s) added to your cart!`, variant: 'success' });
      // Refreshing the cart updates the header badge and the drawer; the button stays busy until it has.
      await refreshCart();
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
