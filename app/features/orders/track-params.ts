/** The tracking page's query (accounts-admin-spec section 2): id pre-fills the filter, type picks the list. */
import { orderNumber, parseOrderNumber, type OrderKind as NumberKind } from '../../../core/order-numbers';
import type { OrderKind } from './order-types';

export interface TrackParams {
  id: string;
  type: OrderKind;
  fromCheckout: boolean;
}

export function numberKind(kind: OrderKind): NumberKind {
  return kind === 'regular' ? 'catalogue' : 'custom';
}

/** The order number a list shows for an order ("C-1001" in the catalog list, "W-1001" in the custom one). */
export function trackedOrderNumber(kind: OrderKind, id: number): string {
  return orderNumber(numberKind(kind), id);
}

export function parseTrackParams(search: URLSearchParams): TrackParams {
  const id = (search.get('id') ?? '').trim();
  const type = search.get('type');
  // An order number names its own list ("?id=C-1001" opens the catalog orders).
  const named = type === null ? parseOrderNumber(id) : null;
  return {
    id,
    type: type === 'regular' || named?.kind === 'catalogue' ? 'regular' : 'custom',
    fromCheckout: search.get('fromCheckout') === 'true',
  };
}

/** What the filter starts with: the order number of checkout's "?id=7" (C-1007), or the text as given. */
export function initialFilter(params: TrackParams): string {
  return /^\d+$/.test(params.id) ? trackedOrderNumber(params.type, Number(params.id)) : params.id;
}

/**
 * The order-number filter. A whole order number however it is typed ("C-1001", "c1001", "#W-1002") matches that
 * order only; anything else is a substring of the number with "#", spaces and dashes ignored ("1001", "w10").
 */
export function matchesOrderNumber(kind: OrderKind, orderId: number, query: string): boolean {
  const parsed = parseOrderNumber(query);
  if (parsed) return parsed.kind === numberKind(kind) && parsed.id === orderId;
  const wanted = query.replace(/[#\s-]/g, '').toUpperCase();
  return wanted === '' || trackedOrderNumber(kind, orderId).replace('-', '').includes(wanted);
}

/** The card to highlight after checkout: the order named by id (a row id or an order number), else the newest shown. */
export function highlightTarget(orderIds: readonly number[], id: string): number | null {
  const wanted = parseOrderNumber(id)?.id ?? (/^\d+$/.test(id) ? Number(id) : null);
  if (wanted !== null) {
    const exact = orderIds.find((orderId) => orderId === wanted);
    if (exact !== undefined) return exact;
  }
  return orderIds[0] ?? null;
}
