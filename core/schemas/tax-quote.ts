/**
 * POST /api/checkout/tax-quote: the cart's sales tax to an address, as the payment will charge it (the checkout
 * shows it before PayPal, then sends the total it showed; a different total at payment is a 409).
 */
import { z } from 'zod';
import { ADDRESS_MESSAGES, regionCode, SHIPPING_COUNTRIES } from '../addresses';
import { CHECKOUT_UNSHIPPED_COUNTRY } from './payment-rules';
import { preparedOrderIdSchema } from './payments';
import { shipToSchema } from './ship-to';

export const taxQuoteBodySchema = z
  .object({
    country: z.enum(SHIPPING_COUNTRIES, { message: CHECKOUT_UNSHIPPED_COUNTRY }).default('US'),
    state: z.string({ message: 'state is required' }).trim().min(1, 'state is required').max(64),
    discountCode: z.string().trim().max(64).optional(),
  })
  .transform((body, ctx) => {
    const state = regionCode(body.country, body.state);
    if (!state) ctx.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_MESSAGES.region[body.country] });
    return { ...body, state: state ?? body.state };
  });
export type TaxQuoteBody = z.input<typeof taxQuoteBodySchema>;
export type TaxQuoteInput = z.output<typeof taxQuoteBodySchema>;

export const taxQuoteSchema = z.object({
  subtotalCents: z.number().int().min(0),
  discountCents: z.number().int().min(0),
  shippingCents: z.number().int().min(0),
  taxCents: z.number().int().min(0),
  /** What the payment charges: subtotal - discount + shipping + tax. */
  totalCents: z.number().int().min(0),
  /** The state's or province's code. */
  region: z.string(),
  /** "Sales tax (CA 7.25%)", "Sales tax (exempt)"; null when the state has no rate. */
  taxLabel: z.string().nullable(),
  /** Why no tax is charged (an approved exemption certificate), else null. */
  exemptReason: z.string().nullable(),
});
export type TaxQuote = z.infer<typeof taxQuoteSchema>;

/**
 * POST /api/checkout/deposit-tax-quote: a custom order's sales tax to its ship-to, and what its deposit (or payment
 * in full) and balance charge with their shares, as the deposit payment will charge them.
 */
export const depositTaxQuoteBodySchema = z.object({
  preparedOrderId: preparedOrderIdSchema,
  /** Where the pins go, when the prepared order has none yet or it changed on the page. */
  shipTo: shipToSchema.optional(),
  payInFull: z.boolean({ message: 'payInFull must be true or false' }).optional(),
});

const quoteCents = z.number().int().min(0);

export const depositTaxQuoteSchema = z.object({
  /** The order's total before tax. */
  totalCents: quoteCents,
  /** The sales tax on the whole order. */
  taxCents: quoteCents,
  /** What the deposit (or payment in full) charges now, its tax share included, and that share. */
  depositCents: quoteCents,
  depositTaxCents: quoteCents,
  /** What the balance will charge, its tax share included, and that share. */
  remainingCents: quoteCents,
  balanceTaxCents: quoteCents,
  region: z.string(),
  taxLabel: z.string().nullable(),
  exemptReason: z.string().nullable(),
});
export type DepositTaxQuote = z.infer<typeof depositTaxQuoteSchema>;
export type DepositTaxQuoteBody = z.infer<typeof depositTaxQuoteBodySchema>;
