/**
 * The check behind /orders/{id}?token=T: the orders service decides whether the link opens an order. Only its
 * "not found" (a wrong id or token) becomes the page's 404; any other failure (the database down) is rethrown, so
 * the page says something went wrong (a 500) instead of telling a customer their order does not exist.
 */
import { data } from 'react-router';
import type { ErrorKind } from '../../../core/errors';
import { orderNumber } from '../../../core/order-numbers';

export interface OrderLinkReader {
  byStatusToken(id: number, token: string | undefined): Promise<{ type: 'regular' | 'custom' }>;
}

/**
 * By the error's shape, not `instanceof AppError`: the server and the pages are separate bundles, each with its own
 * copy of core/errors, so the service's AppError is not the class this module would import.
 */
export function isAppErrorOfKind(error: unknown, kind: ErrorKind): boolean {
  return error instanceof Error && error.name === 'AppError' && 'kind' in error && error.kind === kind;
}

/**
 * The number of the order the link opens (C-1001 or W-1001: the page's title); throws a 404 response when the link
 * opens none, and rethrows anything else.
 */
export async function findOrderByLink(
  orders: OrderLinkReader,
  idParam: string,
  token: string | null,
): Promise<{ orderNumber: string }> {
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  try {
    const found = await orders.byStatusToken(id, token ?? undefined);
    return { orderNumber: orderNumber(found.type === 'custom' ? 'custom' : 'catalogue', id) };
  } catch (error) {
    if (isAppErrorOfKind(error, 'not_found')) throw data(null, { status: 404 });
    throw error;
  }
}
