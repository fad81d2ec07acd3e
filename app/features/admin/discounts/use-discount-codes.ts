/**
 * The admin's discount codes: GET /api/discount-codes (every code, newest first), POST to create one, PATCH
 * {isActive} to turn one on or off, DELETE (a used code is deactivated instead). Each change fetches the list again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminDiscountCodeSchema,
  discountCodeDeletedSchema,
  type CreateDiscountCodeBody,
} from '../../../../core/schemas/discounts';
import { adminGet, adminSend } from '../admin-api';

const CODES_KEY = ['/api/discount-codes'] as const;
const listSchema = z.array(adminDiscountCodeSchema);

export function useDiscountCodes() {
  return useQuery({
    queryKey: CODES_KEY,
    queryFn: ({ signal }) => adminGet('/api/discount-codes', listSchema, signal),
    // The shop's queries never go stale; uses change with every checkout, so opening the section reads them again.
    refetchOnMount: 'always',
  });
}

function useCodeChange<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }) });
}

export function useCreateDiscountCode() {
  return useCodeChange((body: CreateDiscountCodeBody) =>
    adminSend('POST', '/api/discount-codes', body, adminDiscountCodeSchema),
  );
}

export function useSetDiscountCodeActive() {
  return useCodeChange(({ id, isActive }: { id: number; isActive: boolean }) =>
    adminSend('PATCH', `/api/discount-codes/${id}`, { isActive }, adminDiscountCodeSchema),
  );
}

export function useDeleteDiscountCode() {
  return useCodeChange((id: number) =>
    adminSend('DELETE', `/api/discount-codes/${id}`, undefined, discountCodeDeletedSchema),
  );
}
