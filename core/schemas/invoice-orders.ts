/**
 * NET 30: a signed-in business customer orders the cart against an invoice instead of paying at checkout
 * (POST /api/orders/invoice-request); the owner issues the invoice from the order or cancels it.
 */
import { z } from 'zod';
import { customerInfoSchema } from './payments';

import { INVOICE_ORDER_MESSAGES, NET30_DUE_DAYS, NET30_TERMS } from './invoice-order-rules';

export { INVOICE_ORDER_MESSAGES, NET30_DUE_DAYS, NET30_TERMS };

/** POST /api/orders/invoice-request: the checkout's customer form plus the company and an optional PO/reference. */
export const invoiceRequestBodySchema = z.object({
  customer: customerInfoSchema,
  companyName: z
    .string({ message: INVOICE_ORDER_MESSAGES.companyRequired })
    .trim()
    .min(1, INVOICE_ORDER_MESSAGES.companyRequired)
    .max(200),
  /** The customer's purchase order number or a note for the invoice. */
  reference: z.string().trim().max(200).optional(),
  discountCode: z.string().trim().max(64).optional(),
  /** The total the page shows (dollars): checked against the server's, never used to price. */
  amount: z.coerce.number({ message: 'amount must be a number' }).min(0).optional(),
});
export type InvoiceRequestBody = z.input<typeof invoiceRequestBodySchema>;

export const invoiceRequestResultSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.string(),
  /** The order's signed status page (/orders/{id}?token=...). */
  statusPath: z.string(),
  /** What happens next, in plain words: invoiced at once, or waiting for the owner's approval (and why). */
  message: z.string(),
});
export type InvoiceRequestResult = z.infer<typeof invoiceRequestResultSchema>;

/** The NET 30 invoice of an order as its pages show it (the invoice's own status: paid once its link is paid). */
export const orderInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  status: z.enum(['pending', 'paid']),
  dueDate: z.string(),
  /** /pay-invoice/{number}?amount=...&t=...: the link the invoice e-mail carries. */
  payPath: z.string(),
});
export type OrderInvoiceDto = z.infer<typeof orderInvoiceSchema>;

/** POST /api/admin/orders/{id}/invoice: what the owner issued. */
export const issuedOrderInvoiceSchema = z.object({
  message: z.string(),
  invoiceNumber: z.string(),
  dueDate: z.string(),
  total: z.number(),
});
export type IssuedOrderInvoice = z.infer<typeof issuedOrderInvoiceSchema>;
