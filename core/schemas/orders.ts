import { z } from 'zod';
import { pinDesignSchema } from '../designs';
import { CARRIERS } from '../carriers';
import { nextCursorField } from '../cursor';
import { orderInvoiceSchema } from './invoice-orders';
import { shipToDtoSchema } from './ship-to';
import { customOrderTaxDtoSchema } from './tax';

/** How an order went out: the carrier, its tracking number and page, when it shipped and was delivered. */
const shipmentFields = {
  carrier: z.enum(CARRIERS).nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
};

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
  /** The lines after their tiers (the sum of price x quantity): subtotal - discountAmount + shipping = total. */
  subtotal: z.number(),
  shipping: z.number(),
  /** What the wholesale tiers took off the list prices (0 when the order did not record them). */
  tierSavings: z.number(),
  /**
   * The sales tax charged, part of the total (subtotal - discountAmount + shipping + tax.amount = total); absent
   * when none was charged nor exempted.
   */
  tax: z
    .object({
      amount: z.number(),
      /** "Sales tax (CA 7.25%)", "Sales tax (exempt)". */
      label: z.string().nullable(),
      /** Why none was charged although a rate was set (an approved exemption certificate). */
      exemptReason: z.string().nullable(),
    })
    .optional(),
  status: z.string(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      /** The unit price charged, after the wholesale tier. */
      price: z.number(),
      /** The catalogue's unit price before the tier (null on orders placed before it was recorded). */
      listPrice: z.number().nullable(),
      /** price x quantity. */
      lineTotal: z.number(),
    }),
  ),
  shippingAddress: z.string().nullable(),
  ...shipmentFields,
  createdAt: z.string(),
  /** PayPal at checkout, or a NET 30 invoice the owner issues from the order. */
  paymentMethod: z.enum(['paypal', 'invoice']),
  companyName: z.string().nullable(),
  /** The NET 30 invoice issued from the order, once there is one. */
  invoice: orderInvoiceSchema.nullable(),
  /** The order's signed page (/orders/{id}?token=...), in its owner's own list. */
  statusPath: z.string().optional(),
});

export const customOrderSchema = z.object({
  id: z.number().int(),
  /** Deposit paid in test mode (the PayPal stand-in): no real payment, never made. */
  testMode: z.boolean(),
  /** What is made (core/pricing/price-table's PRODUCT_KINDS). */
  product: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  plating: z.string(),
  packaging: z.string(),
  logoUrl: z.string().nullable(),
  logoFileName: z.string().nullable(),
  pinDesigns: z.array(pinDesignSchema),
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
  /** The order's sales tax (core/tax-custom-order.ts), in dollars; null when none was charged or said. */
  tax: customOrderTaxDtoSchema.nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  /** Where the pins go (null until the customer gave it). */
  shipTo: shipToDtoSchema.nullable(),
  ...shipmentFields,
  /** Why the owner cancelled the order (status cancelled). */
  cancelReason: z.string().nullable(),
  /** The event the pins are for (YYYY-MM-DD) and the last day to approve the proof for them to arrive in time. */
  eventDate: z.string().nullable(),
  lastDayToApprove: z.string().nullable(),
  createdAt: z.string(),
  /** The order's signed page (/orders/{id}?token=...), in its owner's own list. */
  statusPath: z.string().optional(),
});

export type RegularOrderDto = z.infer<typeof regularOrderSchema>;
export type CustomOrderDto = z.infer<typeof customOrderSchema>;

/** A page of a customer's (or, for an admin, every) order, newest first; `nextCursor` null on the last page. */
export const regularOrderPageSchema = z.object({ orders: z.array(regularOrderSchema), nextCursor: nextCursorField });
export const customOrderPageSchema = z.object({ orders: z.array(customOrderSchema), nextCursor: nextCursorField });
export type RegularOrderPage = z.infer<typeof regularOrderPageSchema>;
export type CustomOrderPage = z.infer<typeof customOrderPageSchema>;

export const CUSTOM_ORDER_ADMIN_STATUSES = ['pending', 'mockup_sent', 'approved', 'in_production', 'shipped'] as const;
