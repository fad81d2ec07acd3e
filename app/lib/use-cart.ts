/** This browser's cart (GET /api/cart with X-Session-Id): the header badge, the cart drawer and checkout read it. */
import { useQuery } from '@tanstack/react-query';
import { CART_QUERY_KEY } from './query-keys';
import { shopApi } from './shop-api';

/** Fetched in the browser only: the session id lives in localStorage. */
export function useCart() {
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => shopApi.cart(signal),
    enabled: typeof window !== 'undefined',
  });
}
