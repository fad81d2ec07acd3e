/**
 * The order sections' reads and writes: a page of orders at a time (by the server's cursor), one order's history,
 * and every change, each refreshing the lists and the history it makes stale.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderNumber } from '../../../../core/order-numbers';
import {
  ADMIN_MESSAGES,
  adminOrderPageSchema,
  auditPageSchema,
  generatedBalanceLinkSchema,
  type AdminOrderKind,
  type AdminOrderQuery,
} from '../../../../core/schemas/admin';
import {
  ADMIN_AUDIT_QUERY_PREFIX,
  ADMIN_ORDERS_QUERY_PREFIX,
  adminAuditQueryKey,
  adminOrdersQueryKey,
} from '../../../lib/query-keys';
import { adminGet, adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';

export const ORDERS_PAGE_SIZE = 20;

export type OrderFilters = Pick<AdminOrderQuery, 'q' | 'kind' | 'status' | 'from' | 'to' | 'sort'>;

/** The query string of the filters, empty values left out (the server's defaults apply). */
function filterParams(filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    const isDefault = (name === 'kind' && value === 'all') || (name === 'sort' && value === 'newest');
    if (typeof value === 'string' && value.trim() && !isDefault) params[name] = value.trim();
  }
  return params;
}

export function useAdminOrders(filters: OrderFilters, enabled = true) {
  const params = filterParams(filters);
  return useInfiniteQuery({
    queryKey: adminOrdersQueryKey(params),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ ...params, limit: String(ORDERS_PAGE_SIZE) });
      if (pageParam) search.set('cursor', pageParam);
      return adminGet(`/api/admin/orders?${search}`, adminOrderPageSchema, signal);
    },
    getNextPageParam: (last) => last.nextCursor,
    // The list stays (and what is typed in it) while the next search loads, instead of a "Loading" flash.
    placeholderData: keepPreviousData,
  });
}

/** The audit table's name for each kind of order. */
export function auditEntity(kind: AdminOrderKind): string {
  return kind === 'custom' ? 'custom_orders' : 'orders';
}

export function useOrderHistory(kind: AdminOrderKind, id: number, enabled: boolean) {
  const params = { entity: auditEntity(kind), entityId: String(id) };
  return useQuery({
    queryKey: adminAuditQueryKey(params),
    // The order's latest 50 changes (an order has far fewer).
    queryFn: async ({ signal }) =>
      (await adminGet(`/api/admin/audit?${new URLSearchParams(params)}`, auditPageSchema, signal)).entries,
    enabled,
  });
}

/** Refetches the order lists and the histories (a change shows in both). */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_PREFIX }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_PREFIX }),
    ]);
  };
}

export interface OrderRef {
  kind: AdminOrderKind;
  id: number;
}

/** The order's number as the customer reads it: C-1001 (catalogue) or W-1001 (custom). */
export function orderRefNumber({ kind, id }: OrderRef): string {
  return orderNumber(kind === 'custom' ? 'custom' : 'catalogue', id);
}

export function orderPath({ kind, id }: OrderRef): string {
  return kind === 'custom' ? `/api/custom-orders/${id}` : `/api/orders/${id}`;
}

export function useChangeStatus() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ order, status }: { order: OrderRef; status: string }) =>
      // Custom orders take a PATCH, regular orders a PUT (the spec's two calls).
      adminSend(order.kind === 'custom' ? 'PATCH' : 'PUT', `${orderPath(order)}/status`, { status }),
    onSuccess: async () => {
      toastSuccess(ADMIN_MESSAGES.statusUpdated);
      await refresh();
    },
    onError: (error) => toastFailure(error, ADMIN_MESSAGES.statusFailed),
  });
}

export function useDeleteOrder(onDeleted?: () => void) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (order: OrderRef) => adminSend('DELETE', orderPath(order)),
    onSuccess: async (_, order) => {
      toastSuccess(
        order.kind === 'custom' ? ADMIN_MESSAGES.customOrderDeleted : `Order Deleted - ${ADMIN_MESSAGES.orderDeleted}`,
      );
      onDeleted?.();
      await refresh();
    },
    onError: (error) => toastFailure(error, ADMIN_MESSAGES.deleteFailed),
  });
}

/** A new balance link (the previous one stops working); the caller copies it. */
export function useGenerateBalanceLink() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: number) =>
      adminSend('POST', `/api/custom-orders/${id}/generate-balance-link`, undefined, generatedBalanceLinkSchema),
    onSuccess: refresh,
    onError: (error) => toastFailure(error, ADMIN_MESSAGES.linkFailed),
  });
}

export function useSendOrderEmail() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ order, subject, text }: { order: OrderRef; subject: string; text: string }) =>
      adminSend('POST', `/api/admin/orders/${order.kind}/${order.id}/email`, { subject, text }),
    onSuccess: refresh,
    onError: (error) => toastFailure(error, 'Failed to send email.', 'Email Failed'),
  });
}

/** The export's download address (a file the browser saves: CSV or JSON). */
export function exportHref(order: OrderRef, format: 'csv' | 'json'): string {
  return `/api/admin/orders/${order.kind}/${order.id}/export?format=${format}`;
}
