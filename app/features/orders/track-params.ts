/** The tracking page's query (accounts-admin-spec section 2): id pre-fills the filter, type picks the list. */
import type { OrderKind } from './order-types';

export interface TrackParams {
  id: string;
  type: OrderKind;
  fromCheckout: boolean;
}

export function parseTrackParams(search: URLSearchParams): TrackParams {
  return {
    id: (search.get('id') ?? '').trim(),
    type: search.get('type') === 'regular' ? 'regular' : 'custom',
    fromCheckout: search.get('fromCheckout') === 'true',
  };
}

/** The order-number filter: a substring of the id ("#" and spaces ignored); empty shows everything. */
export function matchesOrderNumber(orderId: number, query: string): boolean {
  const wanted = query.replace(/[#\s]/g, '');
  return wanted === '' || String(orderId).includes(wanted);
}

/** The card to highlight after checkout: the order named by id, else the newest one shown. */
export function highlightTarget(orderIds: readonly number[], id: string): number | null {
  if (id) {
    const exact = orderIds.find((orderId) => String(orderId) === id);
    if (exact !== undefined) return exact;
  }
  return orderIds[0] ?? null;
}
