/**
 * The check behind /orders/{id}?token=T: the orders service decides whether the link opens an order. Only its
 * "not found" (a wrong id or token) becomes the page's 404; any other failure (the database down) is rethrown, so
 * the page says something went wrong (a 500) instead of telling a customer their order does not exist.
 */
import { data } from 'react-router';
import type { ErrorKind } from '../../../core/errors';

export interface OrderLinkReader {
  byStatusToken(id: number, token: string | undefined): Promise<unknown>;
}

/**
 * By the error's shape, not `instanceof AppError`: the server and the pages are separate bundles, each with its own
 * copy of core/errors, so the service's AppError is not the class this module would import.
 */
export function isAppErrorOfKind(error: unknown, kind: ErrorKind): boolean {
  return error instanceof Error && error.name === 'AppError' && 'kind' in error && error.kind === kind;
}

/** Resolves when the link opens an order; throws a 404 response when it does not, and rethrows anything else. */
export async function findOrderByLink(orders: OrderLinkReader, idParam: string, token: string | null): Promise<void> {
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  try {
    await orders.byStatusToken(id, token ?? undefined);
  } catch (error) {
    if (isAppErrorOfKind(error, 'not_found')) throw data(null, { status: 404 });
    throw error;
  }
}
