/** GET and PUT /api/admin/settings/shop, and DELETE /api/admin/settings/demo-data: the Settings section's calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoRemovalSchema } from '../../../../core/schemas/demo-data';
import { shopProfileViewSchema, type ShopProfile } from '../../../../core/schemas/shop-profile';
import { adminGet, adminSend } from '../admin-api';

const SHOP_PATH = '/api/admin/settings/shop';
const SHOP_KEY = [SHOP_PATH] as const;

export function useShopSettings() {
  return useQuery({
    queryKey: SHOP_KEY,
    queryFn: ({ signal }) => adminGet(SHOP_PATH, shopProfileViewSchema, signal),
    refetchOnMount: 'always',
  });
}

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopProfile) => adminSend('PUT', SHOP_PATH, body, shopProfileViewSchema),
    onSuccess: (saved) => queryClient.setQueryData(SHOP_KEY, saved),
  });
}

export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend('DELETE', '/api/admin/settings/demo-data', undefined, demoRemovalSchema),
    // The catalogue, codes, invoices and blog lists the other sections keep are stale now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
