/**
 * An order's money (its payments, their refunds, paid/refunded/net), a refund of one payment and a custom order's
 * cancellation. Each change refreshes the lists, the money view and the histories (all under the orders' and the
 * audit's query prefixes).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelledCustomOrderSchema,
  orderPaymentsSchema,
  refundResultSchema,
  type CancelCustomOrderBody,
  type RefundBody,
} from '../../../../core/schemas/refunds';
import { ADMIN_AUDIT_QUERY_PREFIX, ADMIN_ORDERS_QUERY_PREFIX } from '../../../lib/query-keys';
import { adminGet, adminSend } from '../admin-api';
import type { OrderRef } from './use-admin-orders';

/** Under the orders' prefix: a change to any order refreshes it too. */
function orderPaymentsKey({ kind, id }: OrderRef) {
  return [...ADMIN_ORDERS_QUERY_PREFIX, 'payments', kind, id] as const;
}

export function useOrderPayments(order: OrderRef) {
  return useQuery({
    queryKey: orderPaymentsKey(order),
    queryFn: ({ signal }) =>
      adminGet(`/api/admin/orders/${order.kind}/${order.id}/payments`, orderPaymentsSchema, signal),
  });
}

function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_PREFIX }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_PREFIX }),
    ]);
}

export function useRefund() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: RefundBody }) =>
      adminSend('POST', `/api/admin/payments/${paymentId}/refunds`, body, refundResultSchema),
    onSettled: refresh,
  });
}

export function useCancelCustomOrder() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelCustomOrderBody }) =>
      adminSend('POST', `/api/admin/custom-orders/${id}/cancel`, body, cancelledCustomOrderSchema),
    onSettled: refresh,
  });
}
