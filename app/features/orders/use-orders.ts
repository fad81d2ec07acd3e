/**
 * The signed-in customer's orders (accounts-admin-spec sections 6 and 7). Keyed by user id so one person's
 * list never shows for the next person on the same browser; fetched again on each visit, because a status
 * page that keeps showing "Balance Due" after the balance is paid is wrong, whatever the cache policy.
 */
import { useQuery } from '@tanstack/react-query';
import { customOrdersQueryKey, myQuoteRequestsQueryKey, regularOrdersQueryKey } from '../../lib/query-keys';
import { shopApi } from '../../lib/shop-api';
import type { OrderKind } from './order-types';

export function useCustomOrders(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: customOrdersQueryKey(userId),
    queryFn: ({ signal }) => shopApi.customOrders(signal),
    enabled,
    refetchOnMount: 'always',
  });
}

export function useRegularOrders(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: regularOrdersQueryKey(userId),
    queryFn: ({ signal }) => shopApi.regularOrders(signal),
    enabled,
    refetchOnMount: 'always',
  });
}

/** Only the active list is asked for (the custom list only when that tab is on, as the spec says). */
export function useOrderLists(userId: number, kind: OrderKind) {
  return { custom: useCustomOrders(userId, kind === 'custom'), regular: useRegularOrders(userId, kind === 'regular') };
}

/** The customer's quote requests (matched by their verified e-mail), shown with the custom orders. */
export function useMyQuoteRequests(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: myQuoteRequestsQueryKey(userId),
    queryFn: ({ signal }) => shopApi.myQuoteRequests(signal),
    enabled,
    refetchOnMount: 'always',
  });
}
