/** The receipts of an order's payments, as its customer's status page lists them (each a PDF download). */
import { z } from 'zod';
import { idParamSchema } from './common';
import { PAYMENT_PURPOSES } from './refunds';

export const orderReceiptSchema = z.object({
  paymentId: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** "Deposit", "Balance", "Order payment", "Invoice". */
  label: z.string(),
  amountCents: z.number().int(),
  /** ISO timestamp of the capture. */
  paidAt: z.string().nullable(),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

export const orderReceiptsSchema = z.object({ receipts: z.array(orderReceiptSchema) });
export type OrderReceipts = z.infer<typeof orderReceiptsSchema>;

/** The order's status-link token, as on /orders/{id}?token=. */
export const orderReceiptQuerySchema = z.object({ token: z.string().max(128).optional() });
export const orderReceiptParamsSchema = idParamSchema.extend({ paymentId: idParamSchema.shape.id });
/** A payment's receipt (the admin's download). */
export const paymentReceiptParamsSchema = z.object({ paymentId: idParamSchema.shape.id });
