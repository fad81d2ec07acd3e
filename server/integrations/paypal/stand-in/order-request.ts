import { z } from 'zod';
import type { Detail } from './paypal-errors';

const moneySchema = z.object({
  currency_code: z.string().length(3),
  value: z
    .string()
    .max(32)
    .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});

/** The body of POST /v2/checkout/orders, as far as the stand-in reads it (PayPal's schema, trimmed). */
export const createOrderSchema = z.object({
  intent: z.enum(['CAPTURE', 'AUTHORIZE']),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256).optional(),
        custom_id: z.string().min(1).max(127).optional(),
        invoice_id: z.string().min(1).max(127).optional(),
        description: z.string().min(1).max(127).optional(),
        amount: moneySchema,
      }),
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
