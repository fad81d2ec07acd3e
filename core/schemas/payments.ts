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
  purpose: z.enum(['cart', 'deposit']).default('cart'),
  customer: customerInfoSchema.optional(),
  discountCode: z.string().trim().max(64).optional(),
  orderData: customOrderDataSchema.extend({ logoUrl: z.string().regex(/^\/uploads\/[\w.-]+$/) }).optional(),
  /** Where PayPal's approval page sends the buyer back (a path of our checkout page). */
  returnPath: z
    .string()
    .regex(/^\/checkout(\?[^\s#]*)?$/, 'returnPath must be a /checkout path')
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
  message: z.string().optional(),
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
