import { z } from 'zod';
import { cartItemSchema } from './cart';

/** POST /api/cart/reorder: a past catalogue order of the signed-in customer, or any order by its status-link token. */
export const reorderBodySchema = z.object({
  orderId: z.coerce
    .number({ message: 'orderId must be a number' })
    .int()
    .positive('orderId must be positive')
    .max(2_147_483_647, 'Order not found'),
  /** The token of the order's e-mailed status link (/orders/{id}?token=), for a guest. */
  token: z.string().min(1).max(128).optional(),
});

export type ReorderBody = z.infer<typeof reorderBodySchema>;

/** Why a line of the old order was not added in full. */
export const REORDER_REASONS = ['unavailable', 'out_of_stock', 'limit', 'stock'] as const;
export type ReorderReason = (typeof REORDER_REASONS)[number];

export const reorderLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** What the old order had. */
  orderedQuantity: z.number().int(),
  /** What went into the cart now (0 when nothing did). */
  addedQuantity: z.number().int(),
  /** Today's unit price in dollars (null for a product no longer sold). */
  price: z.number().nullable(),
});

export const reorderProblemSchema = reorderLineSchema.extend({
  reason: z.enum(REORDER_REASONS),
  message: z.string(),
});

export const reorderResultSchema = z.object({
  /** Lines added in full, at today's prices. */
  added: z.array(reorderLineSchema),
  /** Lines added in part or not at all, each with why. */
  problems: z.array(reorderProblemSchema),
  /** The cart afterwards. */
  cart: z.array(cartItemSchema),
});

export type ReorderLine = z.infer<typeof reorderLineSchema>;
export type ReorderProblem = z.infer<typeof reorderProblemSchema>;
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** The words for a line that could not be added in full (also what the cart drawer's message lists). */
export function reorderProblemMessage(
  reason: ReorderReason,
  line: { name: string; orderedQuantity: number; addedQuantity: number },
  max = 0,
): string {
  const added = line.addedQuantity > 0 ? `: ${line.addedQuantity} of ${line.orderedQuantity} added` : ': not added';
  switch (reason) {
    case 'unavailable':
      return `${line.name} is no longer available`;
    case 'out_of_stock':
      return `${line.name} is out of stock`;
    case 'limit':
      return `${line.name}${added} (limit of ${max} per customer, your cart included)`;
    case 'stock':
      return `${line.name}${added} (only ${max} left in stock, your cart included)`;
  }
}
