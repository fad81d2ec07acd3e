/** The anonymous cart (GET /api/cart with X-Session-Id), read by the header badge and the drawer. */
import { useQuery } from '@tanstack/react-query';
import type { CartItemDto } from '../../../core/schemas/cart';
import { apiRequest } from '../../lib/api';
import { cartHeaders } from '../../lib/session-id';

/** The cart's query key (its URL, as every default query here); the product pages invalidate it after an add. */
export const CART_QUERY_KEY = ['/api/cart'] as const;

async function fetchCart(): Promise<CartItemDto[]> {
  const response = await apiRequest('GET', '/api/cart', undefined, { headers: cartHeaders() });
  return (await response.json()) as CartItemDto[];
}

/** Fetched in the browser only: the session id lives in localStorage. */
export function useCart() {
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: fetchCart,
    enabled: typeof window !== 'undefined',
  });
}
