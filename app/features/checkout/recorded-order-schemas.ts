/**
 * What the order routes answer once they have recorded an order. Apart from ./order-api, which loads this module
 * only when a payment completes, so that zod stays out of the checkout's first load (decision 021).
 */
import { z } from 'zod';

export const recordedOrderSchema = z.object({ order: z.object({ id: z.number().int() }) });
export const recordedCustomOrderSchema = z.object({ id: z.number().int() });

export type RecordedOrder = z.infer<typeof recordedOrderSchema>;
export type RecordedCustomOrder = z.infer<typeof recordedCustomOrderSchema>;
