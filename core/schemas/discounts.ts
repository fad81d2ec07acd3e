import { z } from 'zod';
import { DISCOUNT_TYPES } from '../discounts';

export const validateDiscountBodySchema = z.object({
  code: z.string({ message: 'Please enter a discount code' }).trim().min(1, 'Please enter a discount code').max(64),
  /** Dollars, as the drawer and the designer send it. */
  orderAmount: z.coerce
    .number({ message: 'orderAmount must be a number' })
    .min(0, 'orderAmount must not be negative')
    .max(10_000_000, 'orderAmount is too large'),
});

export const discountValidationSchema = z.object({
  valid: z.boolean(),
  discountAmount: z.number(),
  error: z.string().optional(),
  discountCode: z
    .object({ code: z.string(), discountType: z.enum(DISCOUNT_TYPES), discountValue: z.number() })
    .optional(),
});

export type DiscountValidationDto = z.infer<typeof discountValidationSchema>;
