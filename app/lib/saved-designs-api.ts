/**
 * The design library's API as the browser calls it: the designer saves and starts from designs, the
 * /designs page lists, renames and deletes them, and an order's Reorder refills the cart. Answers are typed by
 * the response schemas the server's routes declare and validate them with, imported as types only, as in
 * ./shop-api: parsing them again here put zod (about 26 KB gzip) into the designer's first load (decision 021).
 */
import type { z } from 'zod';
import type { messageSchema } from '../../core/schemas/common';
import type { ReorderResult } from '../../core/schemas/reorder';
import type { SaveDesignBody, SavedDesignDto, SavedDesignPage } from '../../core/schemas/saved-designs';
import { apiData } from './api';
import { cartHeaders } from './session-id';

type Message = z.infer<typeof messageSchema>;

/** The signed-in customer's designs, keyed by user so one person's list never shows for the next. */
export function savedDesignsQueryKey(userId: number) {
  return ['/api/saved-designs', userId] as const;
}

export const SAVED_DESIGNS_QUERY_PREFIX = ['/api/saved-designs'] as const;

export const savedDesignsApi = {
  /** A page of the designs, last changed first (`cursor`: the previous page's `nextCursor`). */
  list: (page: { limit: number; cursor?: string | null }, signal?: AbortSignal) => {
    const query = new URLSearchParams({ limit: String(page.limit) });
    if (page.cursor) query.set('cursor', page.cursor);
    return apiData<SavedDesignPage>('GET', `/api/saved-designs?${query.toString()}`, undefined, { signal });
  },
  get: (id: number, signal?: AbortSignal) =>
    apiData<SavedDesignDto>('GET', `/api/saved-designs/${id}`, undefined, { signal }),
  /** The design and (when there is one) its artwork file, as the designer holds them. */
  save: (design: SaveDesignBody, logo: File | null) => {
    const form = new FormData();
    form.append('design', JSON.stringify(design));
    if (logo) form.append('logo', logo, logo.name);
    return apiData<SavedDesignDto>('POST', '/api/saved-designs', form);
  },
  saveFromOrder: (orderId: number) => apiData<SavedDesignDto>('POST', '/api/saved-designs/from-order', { orderId }),
  rename: (id: number, name: string) => apiData<SavedDesignDto>('PATCH', `/api/saved-designs/${id}`, { name }),
  remove: (id: number) => apiData<Message>('DELETE', `/api/saved-designs/${id}`),
  /** A past catalogue order back into this browser's cart (the owner, or with the status link's token). */
  reorder: (orderId: number, token?: string) =>
    apiData<ReorderResult>('POST', '/api/cart/reorder', token ? { orderId, token } : { orderId }, {
      headers: cartHeaders(),
    }),
};
