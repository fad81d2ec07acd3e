/**
 * Every query key of the shop's browser cache, in one place, so a page that changes data (a login, an add to cart,
 * a payment) refreshes exactly what another page reads. Each key starts with the API path it reads, so a key can be
 * matched by its prefix (`['/api/orders']` covers every user's list); app/lib/shop-api has the calls that fill them.
 */
/** GET /api/auth/user: the signed-in user, or null. Login, logout and registration set it. */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** GET /api/cart for this browser's session: the header badge, the drawer and checkout read it. */
export const CART_QUERY_KEY = ['/api/cart'] as const;

/** Changes to cart lines share this mutation key, so the cart is refetched once the last of them has settled. */
export const CART_CHANGE_MUTATION_KEY = ['cart-change'] as const;

/** GET /api/products: the catalogue; the wholesale page's server render seeds it. */
export const PRODUCTS_QUERY_KEY = ['/api/products'] as const;

/**
 * The home page's latest-articles strip: core's BLOG_STRIP_LIMIT (core/schemas/blog, checked equal in
 * query-keys.test.ts), written here because importing it from that module would bring zod to the home page.
 */
export const LATEST_POSTS_LIMIT = 3;

/** GET /api/blog?limit=N: the home page's latest-articles strip. */
export function latestPostsQueryKey(limit: number = LATEST_POSTS_LIMIT) {
  return ['/api/blog', { limit }] as const;
}

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
