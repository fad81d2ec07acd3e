/**
 * Every query key of the shop's browser cache (the pages under <QueryScope>, decision 019), in one place, so a page
 * that changes data (a verified e-mail, an invoice request, an admin change) refreshes exactly what another page
 * reads. Each key starts with the API path it reads, so a key can be matched by its prefix (`['/api/orders']` covers
 * every user's list); app/lib/shop-api has the calls that fill them. The user and the cart are not here: they live in
 * app/lib/session-store.
 */

/** The signed-in customer's lists, keyed by user id so one person's list never shows for the next on this browser. */
export function customOrdersQueryKey(userId: number) {
  return ['/api/custom-orders/user-orders', userId] as const;
}

export function regularOrdersQueryKey(userId: number) {
  return ['/api/orders', userId] as const;
}

export function myQuoteRequestsQueryKey(userId: number) {
  return ['/api/quote-requests/mine', userId] as const;
}

/**
 * Both order lists of every user (prefixes of the two keys above): verifying the e-mail address adds the orders
 * placed with it as a guest, so both are fetched again.
 */
export const ORDER_LISTS_QUERY_PREFIXES = [['/api/custom-orders/user-orders'], ['/api/orders']] as const;

/** GET /api/order-status/{id}?token=T: one order by its e-mailed link. */
export function orderStatusQueryKey(orderId: string, token: string) {
  return ['/api/order-status', orderId, token] as const;
}

/** GET /api/admin/orders with its filters, one page list each: the prefix covers every filter (after a change). */
export const ADMIN_ORDERS_QUERY_PREFIX = ['/api/admin/orders'] as const;

export function adminOrdersQueryKey(filters: Record<string, string>) {
  return ['/api/admin/orders', filters] as const;
}

/** GET /api/admin/audit: the prefix covers the audit log and every object's history (an admin change adds a row). */
export const ADMIN_AUDIT_QUERY_PREFIX = ['/api/admin/audit'] as const;

export function adminAuditQueryKey(filters: Record<string, string>) {
  return ['/api/admin/audit', filters] as const;
}
