import { z } from 'zod';
import {
  paypalAmountIssue,
  type PayPalAmountIssue,
  type PayPalUnitAmounts,
} from '../../../../core/pricing/paypal-amounts';
import type { Detail } from './paypal-errors';

const moneySchema = z.object({
  currency_code: z.string().length(3),
  value: z
    .string()
    .max(32)
    .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});

/** purchase_units[].shipping: who receives the goods and where (PayPal's field limits). */
const shippingSchema = z.object({
  name: z.object({ full_name: z.string().min(1).max(300) }).optional(),
  address: z.object({
    address_line_1: z.string().min(1).max(300),
    address_line_2: z.string().max(300).optional(),
    admin_area_2: z.string().min(1).max(120),
    admin_area_1: z.string().min(1).max(300),
    postal_code: z.string().min(1).max(60),
    country_code: z.string().regex(/^[A-Z]{2}$/),
  }),
});

/** The body of POST /v2/checkout/orders, as far as the stand-in reads it (PayPal's schema, trimmed). */
export const createOrderSchema = z.object({
  intent: z.enum(['CAPTURE', 'AUTHORIZE']),
  purchase_units: z
    .array(
      z
        .object({
          reference_id: z.string().min(1).max(256).optional(),
          custom_id: z.string().min(1).max(127).optional(),
          invoice_id: z.string().min(1).max(127).optional(),
          description: z.string().min(1).max(127).optional(),
          shipping: shippingSchema.optional(),
          amount: moneySchema.extend({
            breakdown: z
              .object({
                item_total: moneySchema.optional(),
                shipping: moneySchema.optional(),
                handling: moneySchema.optional(),
                tax_total: moneySchema.optional(),
                insurance: moneySchema.optional(),
                shipping_discount: moneySchema.optional(),
                discount: moneySchema.optional(),
              })
              .optional(),
          }),
          items: z
            .array(
              z
                .object({
                  name: z.string().min(1).max(127),
                  quantity: z
                    .string()
                    .max(10)
                    .regex(/^[1-9][0-9]{0,9}$/),
                  unit_amount: moneySchema,
                  tax: moneySchema.optional(),
                })
                .passthrough(),
            )
            .optional(),
        })
        .passthrough(),
    )
    .min(1)
    .max(10),
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({ return_url: z.string().url().optional(), cancel_url: z.string().url().optional() })
            .passthrough()
            .optional(),
        })
        .passthrough()
        .optional(),
    })
    .passthrough()
    .optional(),
  application_context: z
    .object({ return_url: z.string().url().optional(), cancel_url: z.string().url().optional() })
    .passthrough()
    .optional(),
});

/** The schema's issues as PayPal's INVALID_REQUEST details. */
export function schemaDetails(error: z.ZodError): Detail[] {
  return error.issues.map((issue) => ({
    issue:
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'MISSING_REQUIRED_PARAMETER'
        : 'INVALID_PARAMETER_VALUE',
    field: `/${issue.path.join('/')}`,
    location: 'body',
  }));
}

/** PayPal's 422 business checks of one purchase unit's amount; null when the amount is acceptable. */
export function amountIssue(money: { currency_code: string; value: string }, index: number): Detail | null {
  const field = `/purchase_units/@reference_id=='${index}'/amount/value`;
  if (!/^[A-Z]{3}$/.test(money.currency_code)) return { issue: 'INVALID_CURRENCY_CODE', field };
  const [, decimals = ''] = money.value.split('.');
  if (money.currency_code === 'USD' && decimals.length > 2)
    return { issue: 'DECIMAL_PRECISION', field, value: money.value };
  if (!(Number(money.value) > 0)) return { issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', field, value: money.value };
  if (!/^-?\d{0,15}(\.\d*)?$/.test(money.value)) return { issue: 'MAX_VALUE_EXCEEDED', field, value: money.value };
  return null;
}

/**
 * PayPal's 422 checks of a unit's breakdown and items: amount = item_total + tax_total + shipping + handling +
 * insurance - shipping_discount - discount, item_total = the sum of unit_amount x quantity, and where items carry a
 * tax, tax_total = the sum of tax x quantity.
 */
export function breakdownIssue(unit: PayPalUnitAmounts, index: number): Detail | null {
  const issue = paypalAmountIssue(unit);
  if (!issue) return null;
  const base = `/purchase_units/@reference_id=='${index}'`;
  const field =
    issue === 'AMOUNT_MISMATCH'
      ? `${base}/amount/value`
      : issue.startsWith('TAX_')
        ? `${base}/amount/breakdown/tax_total/value`
        : `${base}/amount/breakdown/item_total/value`;
  return { issue, field, location: 'body', description: AMOUNT_DESCRIPTIONS[issue] };
}

const AMOUNT_DESCRIPTIONS: Record<PayPalAmountIssue, string> = {
  AMOUNT_MISMATCH:
    'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ITEM_TOTAL_MISMATCH: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
  TAX_TOTAL_MISMATCH: 'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
  TAX_TOTAL_REQUIRED:
    'If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.',
  ITEM_TOTAL_REQUIRED:
    'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
};

/**
 * PayPal's 422 when the buyer may not change the address (shipping_preference SET_PROVIDED_ADDRESS) but a unit
 * carries none; null when every unit that needs one has it.
 */
export function shippingIssue(body: z.infer<typeof createOrderSchema>): Detail | null {
  const preference = body.payment_source?.paypal?.experience_context?.shipping_preference;
  if (preference !== 'SET_PROVIDED_ADDRESS') return null;
  const index = body.purchase_units.findIndex((unit) => !unit.shipping);
  if (index < 0) return null;
  return {
    issue: 'MISSING_SHIPPING_ADDRESS',
    field: `/purchase_units/@reference_id=='${index}'/shipping/address`,
    location: 'body',
    description: 'The shipping address is required when shipping_preference is SET_PROVIDED_ADDRESS.',
  };
}
