/**
 * The design library's API (issue 17) as the browser calls it: the designer saves and starts from designs, the
 * /designs page lists, renames and deletes them, and an order's Reorder refills the cart. Answers are parsed by
 * the schemas the server's routes declare.
 */
import { z } from 'zod';
import { messageSchema } from '../../core/schemas/common';
import { reorderResultSchema } from '../../core/schemas/reorder';
import { savedDesignSchema, type SaveDesignBody } from '../../core/schemas/saved-designs';
import { apiJson } from './api';
import { cartHeaders } from './session-id';

const savedDesignsSchema = z.array(savedDesignSchema);

/** The signed-in customer's designs, keyed by user so one person's list never shows for the next. */
export function savedDesignsQueryKey(userId: number) {
  return ['/api/saved-designs', userId] as const;
}

export const SAVED_DESIGNS_QUERY_PREFIX = ['/api/saved-designs'] as const;

export const savedDesignsApi = {
  list: (signal?: AbortSignal) => apiJson(savedDesignsSchema, 'GET', '/api/saved-designs', undefined, { signal }),
  get: (id: number, signal?: AbortSignal) =>
    apiJson(savedDesignSchema, 'GET', `/api/saved-designs/${id}`, undefined, { signal }),
  /** The design and (when there is one) its artwork file, as the designer holds them. */
  save: (design: SaveDesignBody, logo: File | null) => {
    const form = new FormData();
    form.append('design', JSON.stringify(design));
    if (logo) form.append('logo', logo, logo.name);
    return apiJson(savedDesignSchema, 'POST', '/api/saved-designs', form);
  },
  saveFromOrder: (orderId: number) => apiJson(savedDesignSchema, 'POST', '/api/saved-designs/from-order', { orderId }),
  rename: (id: number, name: string) => apiJson(savedDesignSchema, 'PATCH', `/api/saved-designs/${id}`, { name }),
  remove: (id: number) => apiJson(messageSchema, 'DELETE', `/api/saved-designs/${id}`),
  /** A past catalogue order back into this browser's cart (the owner, or with the status link's token). */
  reorder: (orderId: number, token?: string) =>
    apiJson(reorderResultSchema, 'POST', '/api/cart/reorder', token ? { orderId, token } : { orderId }, {
      headers: cartHeaders(),
    }),
};
