import { z } from 'zod';

export const regularOrderSchema = z.object({
  id: z.number().int(),
  /** Paid in test mode (the PayPal stand-in): no real payment, never made. */
  testMode: z.boolean(),
  customerName: z.string(),
  customerEmail: z.string(),
  totalAmount: z.number(),
  total: z.number(),
  discountCode: z.string().nullable(),
  discountAmount: z.number(),
  status: z.string(),
  items: z.array(
    z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int(), price: z.number() }),
  ),
  shippingAddress: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const customOrderSchema = z.object({
  id: z.number().int(),
  /** Deposit paid in test mode (the PayPal stand-in): no real payment, never made. */
  testMode: z.boolean(),
  quantity: z.number().int(),
  size: z.string(),
  plating: z.string(),
  packaging: z.string(),
  logoUrl: z.string().nullable(),
  logoFileName: z.string().nullable(),
  pinDesigns: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().optional(),
      description: z.string().optional(),
      imageUrl: z.string().optional(),
    }),
  ),
  rushOrder: z.boolean(),
  rushOrderFee: z.number(),
  pricePerPin: z.number(),
  totalPrice: z.number(),
  depositAmount: z.number(),
  remainingBalance: z.number(),
  discountCode: z.string().nullable(),
  discountAmount: z.number(),
  status: z.string(),
  depositPaymentId: z.string().nullable(),
  balancePaymentId: z.string().nullable(),
  /** The design is approved and the balance is not paid yet (the owner pays through /orders/{id}/pay-balance). */
  balanceDue: z.boolean(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The event the pins are for (YYYY-MM-DD) and the last day to approve the proof for them to arrive in time. */
  eventDate: z.string().nullable(),
  lastDayToApprove: z.string().nullable(),
  createdAt: z.string(),
});

export type RegularOrderDto = z.infer<typeof regularOrderSchema>;
export type CustomOrderDto = z.infer<typeof customOrderSchema>;

export const CUSTOM_ORDER_ADMIN_STATUSES = ['pending', 'mockup_sent', 'approved', 'in_production', 'shipped'] as const;
