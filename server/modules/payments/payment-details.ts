/**
 * What a payment row keeps in `details`: the priced snapshot the capture fulfils, and the flags the steps set.
 * Read back through these schemas, never cast: a row that does not parse is a bug to hear about, not to ship.
 */
import { z } from 'zod';
import { SHIPPING_COUNTRIES } from '../../../core/addresses';
import { preparedOrderDataSchema } from '../custom-orders';

const cents = z.number().int().min(0);

const flags = {
  /** A discount use is counted for this payment right now (given back if it is voided). */
  discountHeld: z.boolean().default(false),
  refunded: z.boolean().optional(),
  refundReason: z.string().optional(),
  /** PayPal completed a capture that does not match this payment: a person must look. */
  needsReview: z.boolean().optional(),
};

export const customerSchema = z.object({
  name: z.string(),
  email: z.string(),
  shippingAddress: z.string().nullable(),
  /** Where the goods go (absent on payments made before the country was asked: the United States). */
  country: z.enum(SHIPPING_COUNTRIES).optional(),
});

export const cartLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().min(1),
  unitPriceCents: cents,
  tierUnitPriceCents: cents,
  lineTotalCents: cents,
});

/** The sales tax a payment charges (core/tax.ts), as computed when the payment was created. */
export const chargedTaxSchema = z.object({
  totalCents: cents,
  taxableCents: cents,
  /** The ship-to's state or province code. */
  region: z.string(),
  components: z.array(z.object({ label: z.string(), rateThousandths: cents, taxCents: cents })),
  exemptReason: z.string().nullable(),
  /** Each cart line's tax, in the lines' order. */
  lineTaxCents: z.array(cents),
  shippingTaxCents: cents,
});

export const cartDetailsSchema = z.object({
  kind: z.literal('cart'),
  customer: customerSchema,
  userId: z.number().int().nullable(),
  /** The order's id, reserved when the payment is made: its number is PayPal's invoice_id before the order exists. */
  orderId: z.number().int().optional(),
  lines: z.array(cartLineSchema).min(1),
  subtotalCents: cents,
  shippingCents: cents,
  discountCents: cents,
  /** Absent on payments made before tax was computed (none was charged). */
  tax: chargedTaxSchema.optional(),
  ...flags,
});

export const depositDetailsSchema = z.object({
  kind: z.literal('deposit'),
  userId: z.number().int().nullable(),
  preparedOrderId: z.number().int(),
  /** The custom order's id, reserved when the payment is made (its number is PayPal's invoice_id). */
  customOrderId: z.number().int().optional(),
  /** The prepared order itself: the capture may come after the prepared row has expired. */
  order: preparedOrderDataSchema,
  ...flags,
});

export const balanceDetailsSchema = z.object({
  kind: z.literal('balance'),
  customOrderId: z.number().int(),
  /** Balance payments of the order PayPal captured before this one (refunded): the invoice_id counts on. */
  earlierCaptures: z.number().int().optional(),
  /** The balance's share of the order's sales tax, in the amount (absent: none). */
  taxCents: cents.optional(),
  ...flags,
});

export const invoiceDetailsSchema = z.object({
  kind: z.literal('invoice'),
  invoiceNumber: z.string(),
  /** Payments of the invoice PayPal captured before this one (refunded): the invoice_id counts on. */
  earlierCaptures: z.number().int().optional(),
  ...flags,
});

export const paymentDetailsSchema = z.discriminatedUnion('kind', [
  cartDetailsSchema,
  depositDetailsSchema,
  balanceDetailsSchema,
  invoiceDetailsSchema,
]);

export type CustomerInfo = z.infer<typeof customerSchema>;
export type CartLineSnapshot = z.infer<typeof cartLineSchema>;
export type ChargedTax = z.infer<typeof chargedTaxSchema>;
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
/** What a creator writes (the flags take their defaults). */
export type NewPaymentDetails = z.input<typeof paymentDetailsSchema>;

/** A stored snapshot that does not parse is our bug, not the caller's: a 500 that is logged, never a 400. */
export function paymentDetails(payment: { id: number; details: unknown }): PaymentDetails {
  const parsed = paymentDetailsSchema.safeParse(payment.details);
  if (!parsed.success) throw new Error(`payment ${payment.id}: stored details do not parse: ${parsed.error.message}`);
  return parsed.data;
}
