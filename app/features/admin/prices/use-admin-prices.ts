/** GET and PUT /api/admin/prices and POST /api/admin/prices/preview: the Prices section's calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import type { PriceTable } from '../../../../core/pricing/price-table';
import { pricesInEffectSchema, type PriceTableSave } from '../../../../core/pricing/price-table-schema';
import { adminGet, adminSend } from '../admin-api';

const PRICES_PATH = '/api/admin/prices';
const PRICES_KEY = [PRICES_PATH] as const;
const changesSchema = z.object({ changes: z.array(z.string()) });
const savedSchema = z.object({ version: z.number(), changes: z.array(z.string()) });

export function useAdminPrices() {
  return useQuery({
    queryKey: PRICES_KEY,
    queryFn: ({ signal }) => adminGet(PRICES_PATH, pricesInEffectSchema, signal),
    refetchOnMount: 'always',
  });
}

export function usePreviewPrices() {
  return useMutation({
    mutationFn: (table: PriceTable) => adminSend('POST', `${PRICES_PATH}/preview`, table, changesSchema),
  });
}

export function useSavePrices() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (body: PriceTableSave) => adminSend('PUT', PRICES_PATH, body, savedSchema),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(PRICES_KEY, { version: saved.version, table: body.table });
      // The drawer calculator and the designer read the root loader's table: this tab gets the new one at once.
      void revalidator.revalidate();
    },
  });
}
