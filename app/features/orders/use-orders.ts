/**
 * The signed-in customer's orders (accounts-admin-spec sections 6 and 7). Keyed by user id so one person's
 * list never shows for the next person on the same browser; fetched again on each visit, because a status
 * page that keeps showing "Balance Due" after the balance is paid is wrong, whatever the cache policy.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { customOrdersQueryKey, myQuoteRequestsQueryKey, regularOrdersQueryKey } from '../../lib/query-keys';
import { shopApi } from '../../lib/shop-api';
import type { OrderKind } from './order-types';

/** Cards a page of the customer's list holds; "Show more" reads the next page. */
export const ORDER_PAGE_SIZE = 25;

/** Every page read so far as one list. */
function allOrders<T>(pages: { orders: T[] }[] | undefined): T[] | undefined {
  return pages?.flatMap((page) => page.orders);
}

export function useCustomOrders(userId: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: customOrdersQueryKey(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => shopApi.customOrders({ limit: ORDER_PAGE_SIZE, cursor: pageParam }, signal),
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    refetchOnMount: 'always',
  });
  return { ...query, data: allOrders(query.data?.pages) };
}

export function useRegularOrders(userId: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: regularOrdersQueryKey(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => shopApi.regularOrders({ limit: ORDER_PAGE_SIZE, cursor: pageParam }, signal),
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    refetchOnMount: 'always',
  });
  return { ...query, data: allOrders(query.data?.pages) };
}

/** Only the active list is asked for (the custom list only when that tab is on, as the spec says). */
export function useOrderLists(userId: number, kind: OrderKind) {
  return { custom: useCustomOrders(userId, kind === 'custom'), regular: useRegularOrders(userId, kind === 'regular') };
}

/** Quote requests a page holds; "Show more quote requests" reads the next page. */
export const QUOTE_PAGE_SIZE = 25;

/** The customer's quote requests (matched by their verified e-mail), shown with the custom orders. */
export function useMyQuoteRequests(userId: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: myQuoteRequestsQueryKey(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => shopApi.myQuoteRequests({ limit: QUOTE_PAGE_SIZE, cursor: pageParam }, signal),
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    refetchOnMount: 'always',
  });
  return { ...query, data: query.data?.pages.flatMap((page) => page.quotes) };
}
