import { z } from 'zod';
import { nextCursorField, searchPageQuerySchema } from '../cursor';
import { DISCOUNT_TYPES } from '../discounts';

export const validateDiscountBodySchema = z.object({
  code: z.string({ message: 'Please enter a discount code' }).trim().min(1, 'Please enter a discount code').max(64),
  /** Dollars, as the drawer and the designer send it. */
  orderAmount: z.coerce
    .number({ message: 'orderAmount must be a number' })
    .min(0, 'orderAmount must not be negative')
    .max(10_000_000, 'orderAmount is too large'),
  /** The buyer's address, when known: a first-order-only code is then checked against its earlier orders. */
  email: z.string().trim().max(320).pipe(z.email('Please enter a valid email address')).optional(),
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

// ---------------------------------------------------------------------------------------------------------------
// The admin's discount codes (accounts-admin-spec sections 2, 3 and 7): GET and POST /api/discount-codes, PATCH and
// DELETE /api/discount-codes/{id}. Money is dollars here, cents in the database; a percentage is a whole percent.

export const DISCOUNT_ADMIN_MESSAGES = {
  duplicate: 'A discount code with this name already exists.',
  code: 'Code must be 3 to 40 characters: letters, numbers, - or _.',
  percentage: 'A percentage discount must be a whole number from 1 to 100.',
  amount: 'Enter a discount amount above $0.00 with at most two decimals.',
  minimum: 'Minimum order must be $0.00 or more, with at most two decimals.',
  maxUses: 'Max uses must be a whole number of at least 1.',
  date: 'Enter a valid date and time.',
  untilAfterFrom: 'Valid until must be after valid from.',
  notFound: 'Discount code not found',
  noCodes: 'No discount codes yet',
} as const;

/** The largest fixed discount or minimum order (keeps cents well inside the integer column). */
export const MAX_DISCOUNT_DOLLARS = 1_000_000;

/** At most two decimals, checked on the cents so 0.1 + 0.2 style floats pass. */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const dateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  message: DISCOUNT_ADMIN_MESSAGES.date,
});

export const createDiscountCodeBodySchema = z
  .object({
    code: z
      .string({ message: DISCOUNT_ADMIN_MESSAGES.code })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, DISCOUNT_ADMIN_MESSAGES.code),
    discountType: z.enum(DISCOUNT_TYPES, { message: 'Discount type must be percentage or fixed.' }),
    /** A whole percent (percentage) or dollars (fixed). */
    discountValue: z.number({ message: DISCOUNT_ADMIN_MESSAGES.amount }),
    /** Dollars; 0 = no minimum. */
    minimumOrderAmount: z
      .number({ message: DISCOUNT_ADMIN_MESSAGES.minimum })
      .min(0, DISCOUNT_ADMIN_MESSAGES.minimum)
      .max(MAX_DISCOUNT_DOLLARS, DISCOUNT_ADMIN_MESSAGES.minimum)
      .refine(twoDecimals, DISCOUNT_ADMIN_MESSAGES.minimum)
      .default(0),
    /** null or absent = unlimited. */
    maxUses: z
      .number({ message: DISCOUNT_ADMIN_MESSAGES.maxUses })
      .int(DISCOUNT_ADMIN_MESSAGES.maxUses)
      .min(1, DISCOUNT_ADMIN_MESSAGES.maxUses)
      .max(1_000_000_000, DISCOUNT_ADMIN_MESSAGES.maxUses)
      .nullable()
      .optional(),
    /** ISO date-time (or a day, meaning its start in UTC); absent = now. */
    validFrom: dateTime.optional(),
    /** Absent or null = never expires. */
    validUntil: dateTime.nullable().optional(),
    /** Only an address without an earlier order may use it (checked when the payment is made). */
    firstOrderOnly: z.boolean({ message: 'firstOrderOnly must be true or false' }).default(false),
  })
  .superRefine((body, ctx) => {
    const value = body.discountValue;
    if (body.discountType === 'percentage' && !(Number.isInteger(value) && value >= 1 && value <= 100)) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: DISCOUNT_ADMIN_MESSAGES.percentage });
    }
    // At least one cent: a tinier positive amount would round to nothing (and break the table's value > 0 rule).
    if (body.discountType === 'fixed' && !(value >= 0.01 && value <= MAX_DISCOUNT_DOLLARS && twoDecimals(value))) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: DISCOUNT_ADMIN_MESSAGES.amount });
    }
    if (body.validUntil && body.validFrom && new Date(body.validUntil) <= new Date(body.validFrom)) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: DISCOUNT_ADMIN_MESSAGES.untilAfterFrom });
    }
  });
export type CreateDiscountCodeBody = z.input<typeof createDiscountCodeBodySchema>;
export type CreateDiscountCodeInput = z.output<typeof createDiscountCodeBodySchema>;

export const discountCodeStatusBodySchema = z.object({
  isActive: z.boolean({ message: 'isActive must be true or false' }),
});

export const adminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** A whole percent (percentage) or dollars (fixed). */
  discountValue: z.number(),
  /** Dollars. */
  minimumOrderAmount: z.number(),
  maxUses: z.number().int().nullable(),
  /** current_uses: uses held by open checkouts and paid orders. */
  usedCount: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  firstOrderOnly: z.boolean(),
  createdAt: z.string(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

/** GET /api/discount-codes: a page at a time (core/cursor.ts); `q`: part of the code. */
export const discountCodeQuerySchema = searchPageQuerySchema;
export type DiscountCodeQuery = z.output<typeof discountCodeQuerySchema>;
export const discountCodePageSchema = z.object({
  codes: z.array(adminDiscountCodeSchema),
  nextCursor: nextCursorField,
});
export type DiscountCodePage = z.infer<typeof discountCodePageSchema>;

/** DELETE /api/discount-codes/{id}: a code ever used is kept (deactivated) so its orders still name it. */
export const discountCodeDeletedSchema = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'deactivated']),
});
export type DiscountCodeDeleted = z.infer<typeof discountCodeDeletedSchema>;
