/**
 * The admin's discount codes: GET /api/discount-codes (newest first, a page at a time), POST to create one, PATCH
 * {isActive} to turn one on or off, DELETE (a used code is deactivated instead). Each change fetches the list again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminDiscountCodeSchema,
  discountCodeDeletedSchema,
  discountCodePageSchema,
  type CreateDiscountCodeBody,
} from '../../../../core/schemas/discounts';
import { adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';

const CODES_KEY = ['/api/discount-codes'] as const;
const PAGE_SIZE = 25;

/** The newest 25 first, "Load more" for older ones (read again on every visit: uses change with each checkout). */
export function useDiscountCodes(q: string) {
  return useAdminPages(CODES_KEY[0], { q }, discountCodePageSchema, PAGE_SIZE);
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
