import { z } from 'zod';
import { ADDRESS_MESSAGES, normalizePostalCode, regionCode, SHIPPING_COUNTRIES } from '../addresses';
import { PRODUCT_KINDS } from '../pricing/price-table';
import { shipToSchema } from './ship-to';
import { customOrderTaxDtoSchema } from './tax';
import {
  CHECKOUT_INVALID_EMAIL,
  CHECKOUT_MISSING_INFORMATION,
  CHECKOUT_UNSHIPPED_COUNTRY,
  CUSTOMER_FIELD_MAX_LENGTH as MAX,
  formatShippingAddress,
  PREPARED_ORDER_ID,
} from './payment-rules';

export { CHECKOUT_MISSING_INFORMATION, formatShippingAddress };

const required = (max: number) =>
  z.string({ message: CHECKOUT_MISSING_INFORMATION }).trim().min(1, CHECKOUT_MISSING_INFORMATION).max(max);

/**
 * The regular checkout's customer form (shopper-spec section 3): the six fields, all required, and the country
 * (United States when absent, as the spec's payload has none). The state is a code of the country's states or
 * provinces (a name is read as its code); the postal code follows the country's rule and is kept normalised.
 */
export const customerInfoSchema = z
  .object(
    {
      name: required(MAX.name),
      email: z.string({ message: CHECKOUT_MISSING_INFORMATION }).trim().pipe(z.email(CHECKOUT_INVALID_EMAIL)),
      address: required(MAX.address),
      city: required(MAX.city),
      country: z.enum(SHIPPING_COUNTRIES, { message: CHECKOUT_UNSHIPPED_COUNTRY }).default('US'),
      state: required(MAX.state),
      zipCode: required(MAX.zipCode),
    },
    { error: CHECKOUT_MISSING_INFORMATION },
  )
  .transform((info, ctx) => {
    const state = regionCode(info.country, info.state);
    const zipCode = normalizePostalCode(info.country, info.zipCode);
    if (!state) ctx.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_MESSAGES.region[info.country] });
    if (!zipCode) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: ADDRESS_MESSAGES.postalCode[info.country] });
    }
    return { ...info, state: state ?? info.state, zipCode: zipCode ?? info.zipCode };
  });

export type CustomerInfoInput = z.input<typeof customerInfoSchema>;
export type CustomerInfo = z.output<typeof customerInfoSchema>;

/** The address PayPal ships to (Orders v2 purchase_units[].shipping, with shipping_preference SET_PROVIDED_ADDRESS). */
export function paypalShipping(info: CustomerInfo) {
  return {
    name: { full_name: info.name.slice(0, 300) },
    address: {
      address_line_1: info.address,
      admin_area_2: info.city,
      admin_area_1: info.state,
      postal_code: info.zipCode,
      country_code: info.country,
    },
  };
}

/** Where PayPal's approval page sends the buyer back: one of our payment pages (never another site). */
const returnPathSchema = z
  .string()
  .max(4000)
  .regex(
    /^\/(checkout|balance-payment\/[A-Za-z0-9_-]+|pay-invoice\/[A-Za-z0-9_-]+|quote-deposit\/\d+\.[A-Za-z0-9_-]+)(\?[^\s#]*)?$/,
    'returnPath must be a path of our checkout or payment pages',
  );

/** What every payment request carries besides what it pays for. */
const paymentBase = {
  /** What the page shows; checked against the server's amount, never used to charge. */
  amount: z.coerce.number({ message: 'amount must be a number' }).min(0).optional(),
  currency: z.literal('USD', { message: 'Only USD is accepted' }).default('USD'),
  intent: z.literal('CAPTURE', { message: 'intent must be CAPTURE' }).default('CAPTURE'),
  returnPath: returnPathSchema.optional(),
};

/** A designer order's prepared id: "<number>.<signature>", as prepare answers it. */
export const preparedOrderIdSchema = z
  .string({ message: 'preparedOrderId is required for a deposit' })
  .regex(PREPARED_ORDER_ID, 'preparedOrderId is not a prepared order of this shop');

export const cartPaymentBodySchema = z.object({
  ...paymentBase,
  purpose: z.literal('cart'),
  customer: customerInfoSchema,
  discountCode: z.string().trim().max(64).optional(),
});

export const depositPaymentBodySchema = z.object({
  ...paymentBase,
  purpose: z.literal('deposit'),
  preparedOrderId: preparedOrderIdSchema,
  /** Where the pins go, when the prepared order has none yet (a quote answered without one) or it changed. */
  shipTo: shipToSchema.optional(),
  /** Pay the order's whole total now instead of the deposit: the server prices it, the order has no balance. */
  payInFull: z.boolean({ message: 'payInFull must be true or false' }).optional(),
});

export const balancePaymentBodySchema = z.object({
  ...paymentBase,
  purpose: z.literal('balance'),
  balanceToken: z.string({ message: 'balanceToken is required for a balance payment' }).min(20).max(128),
});

/** The `t` of an invoice link (/pay-invoice/{invoiceNumber}?t=...): an HMAC, 43 base64url characters. */
const invoiceLinkTokenSchema = z
  .string({ message: 'token (the t of the invoice link) is required for an invoice payment' })
  .max(128);

export const invoicePaymentBodySchema = z.object({
  ...paymentBase,
  purpose: z.literal('invoice'),
  invoiceNumber: z.string({ message: 'invoiceNumber is required for an invoice payment' }).min(1).max(64),
  /** The link's `t`: without the right one the invoice is as unknown as a made-up number. */
  token: invoiceLinkTokenSchema,
});

/**
 * POST /api/paypal/order: one shape per thing paid for. A body without `purpose` is a cart payment (the spec's
 * {amount, currency, intent} call).
 */
export const createPaymentBodySchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !('purpose' in value) ? { ...value, purpose: 'cart' } : value,
  z.discriminatedUnion(
    'purpose',
    [cartPaymentBodySchema, depositPaymentBodySchema, balancePaymentBodySchema, invoicePaymentBodySchema],
    { message: 'purpose must be one of cart, deposit, balance, invoice' },
  ),
);

export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;
/** What the browser sends (the server fills the defaults). */
export type PaymentRequest =
  | z.input<typeof cartPaymentBodySchema>
  | z.input<typeof depositPaymentBodySchema>
  | z.input<typeof balancePaymentBodySchema>
  | z.input<typeof invoicePaymentBodySchema>;

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
  /** What is made ("ball-marker"...): the page names it. */
  product: z.enum(PRODUCT_KINDS),
  customerName: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  plating: z.string(),
  status: z.string(),
  /**
   * Each design the balance pays for, in the order's order (one for an order of one design): its name, the customer's
   * artwork and, once the order is approved, the image of the design's latest approved proof (else null).
   */
  designs: z
    .array(z.object({ name: z.string(), logoUrl: z.string().nullable(), approvedImageUrl: z.string().nullable() }))
    .min(1),
  /**
   * The proof page (by the order's signed link) while a proof waits for the customer's approval: the balance is paid
   * after it, so the page sends them there first. Null otherwise.
   */
  proofPath: z.string().nullable(),
  totalPrice: z.number(),
  /** The order's sales tax (null: none charged or said); the remaining balance includes its share. */
  tax: customOrderTaxDtoSchema.nullable(),
  depositAmount: z.number(),
  remainingBalance: z.number(),
  /** The order's page by its signed link: where a guest follows the order after paying. */
  statusPath: z.string(),
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

/** POST /api/balance-payment/{token}/complete: a balance link's own completion. */
export const balanceCompletionSchema = z.object({ status: z.literal('balance_paid'), message: z.string() });
export type BalanceCompletion = z.infer<typeof balanceCompletionSchema>;

export type CreatedPaymentDto = z.infer<typeof createdPaymentSchema>;
export type PaymentOutcomeDto = z.infer<typeof paymentOutcomeSchema>;
export type BalanceRecordDto = z.infer<typeof balanceRecordSchema>;
export type InvoiceSummaryDto = z.infer<typeof invoiceSummarySchema>;

/** GET /paypal/setup: how the shop takes payments (test mode: the local stand-in; else PayPal's buttons). */
export const paypalSetupSchema = z.object({
  mode: z.enum(['test', 'sandbox', 'live']),
  clientId: z.string(),
  currency: z.literal('USD'),
  intent: z.literal('CAPTURE'),
  clientToken: z.null(),
});

export type PayPalSetupDto = z.infer<typeof paypalSetupSchema>;
