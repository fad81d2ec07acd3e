import { z } from 'zod';
import { customOrderDataSchema } from './custom-orders';

export const CHECKOUT_MISSING_INFORMATION = 'Please fill in all required fields before proceeding to payment.';

const required = (max: number) =>
  z.string({ message: CHECKOUT_MISSING_INFORMATION }).trim().min(1, CHECKOUT_MISSING_INFORMATION).max(max);

/** The regular checkout's customer form (shopper-spec section 3): all six fields required. */
export const customerInfoSchema = z.object({
  name: required(200),
  email: z.string({ message: CHECKOUT_MISSING_INFORMATION }).trim().pipe(z.email('Please enter a valid email address')),
  address: required(300),
  city: required(100),
  state: required(100),
  zipCode: required(20),
});

export type CustomerInfoInput = z.infer<typeof customerInfoSchema>;

/** "street, city, state zip", as the spec's order payload carries it. */
export function formatShippingAddress(info: CustomerInfoInput): string {
  return `${info.address}, ${info.city}, ${info.state} ${info.zipCode}`;
}

export const createPaymentBodySchema = z.object({
  /** What the page shows; checked against the server's amount, never used to charge. */
  amount: z.coerce.number({ message: 'amount must be a number' }).min(0).optional(),
  currency: z.literal('USD', { message: 'Only USD is accepted' }).default('USD'),
  intent: z.literal('CAPTURE', { message: 'intent must be CAPTURE' }).default('CAPTURE'),
  purpose: z.enum(['cart', 'deposit', 'balance', 'invoice']).default('cart'),
  balanceToken: z.string().min(20).max(128).optional(),
  invoiceNumber: z.string().min(1).max(64).optional(),
  customer: customerInfoSchema.optional(),
  discountCode: z.string().trim().max(64).optional(),
  orderData: customOrderDataSchema.extend({ logoUrl: z.string().regex(/^\/uploads\/[\w.-]+$/) }).optional(),
  /** Where PayPal's approval page sends the buyer back: one of our payment pages (never another site). */
  returnPath: z
    .string()
    .max(4000)
    .regex(
      /^\/(checkout|balance-payment\/[A-Za-z0-9_-]+|pay-invoice\/[A-Za-z0-9_-]+)(\?[^\s#]*)?$/,
      'returnPath must be a path of our checkout or payment pages',
    )
    .optional(),
});

export const createdPaymentSchema = z.object({
  id: z.string(),
  status: z.string(),
  approveUrl: z.string().nullable(),
  amount: z.string(),
});

export const paymentOutcomeSchema = z.object({
  id: z.string(),
  status: z.enum(['COMPLETED', 'PENDING', 'DECLINED', 'APPROVED', 'CREATED', 'VOIDED', 'REFUNDED']),
  orderId: z.number().int().nullable().optional(),
  customOrderId: z.number().int().nullable().optional(),
  statusPath: z.string().nullable().optional(),
  message: z.string().optional(),
});

export const balanceRecordSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  plating: z.string(),
  status: z.string(),
  logoUrl: z.string().nullable(),
  totalPrice: z.number(),
  depositAmount: z.number(),
  remainingBalance: z.number(),
});

export const invoiceSummarySchema = z.object({
  invoiceNumber: z.string(),
  customerName: z.string(),
  total: z.number(),
  status: z.enum(['pending', 'paid']),
  dueDate: z.string(),
});

export const createOrderBodySchema = z.object({
  paypalOrderId: z.string().min(1).max(64),
  customerEmail: z.string().trim().optional(),
  customerName: z.string().trim().optional(),
  shippingAddress: z.string().trim().nullable().optional(),
});

export const createCustomOrderBodySchema = z.object({
  orderData: z.unknown().optional(),
  depositPaymentId: z.string().min(1).max(64),
});
