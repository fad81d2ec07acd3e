/**
 * The stored custom order as /checkout?customOrderId=N shows it (GET /api/custom-orders/{id}). Apart from
 * ./custom-order-by-id, which loads this module with the order, so that zod stays out of the checkout's first load
 * (decision 021).
 */
import { z } from 'zod';

const dollars = z.coerce.number().min(0);

/** The fields the summary shows; anything else in the answer is ignored. */
export const storedCustomOrderSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  size: z.string(),
  plating: z.string(),
  packaging: z.string().default('just-pins'),
  rushOrder: z.boolean().default(false),
  rushOrderFee: dollars.default(0),
  pricePerPin: dollars,
  totalPrice: dollars,
  depositAmount: dollars,
  remainingBalance: dollars,
  customerName: z.string().optional(),
  customerEmail: z.string().optional(),
  logoFileName: z.string().nullable().optional(),
  depositPaymentId: z.string().nullable().optional(),
  status: z.string().optional(),
});

export type StoredCustomOrder = z.infer<typeof storedCustomOrderSchema>;
