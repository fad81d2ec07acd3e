import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISCOUNT_TYPES } from '../../../core/discounts';
import { createdAt, id, oneOf, timestamptz } from './columns';

export const discountTypes = DISCOUNT_TYPES;
export type { DiscountType } from '../../../core/discounts';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    /** Stored uppercased (checked); unique case-insensitively. */
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: discountTypes }).notNull(),
    /** Whole percent (1-100) for percentage codes, cents for fixed codes. */
    discountValue: integer('discount_value').notNull(),
    minimumOrderAmountCents: integer('minimum_order_amount_cents').notNull().default(0),
    /** null = unlimited. */
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    validFrom: timestamptz('valid_from').notNull().defaultNow(),
    validUntil: timestamptz('valid_until'),
    isActive: boolean('is_active').notNull().default(true),
    /** A campaign's personal code: only an order paid with this e-mail address may use it. */
    boundEmail: text('bound_email'),
    /** Only for an e-mail address with no earlier order or open payment (the newsletter's WELCOME15). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_upper_key').on(sql`upper(${t.code})`),
    // The admin's list, a page at a time (decision 040): the codes made by hand, not campaigns' personal ones.
    index('discount_codes_admin_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.boundEmail} is null`),
    check('discount_codes_code_uppercase_check', sql`${t.code} = upper(${t.code}) and length(${t.code}) > 0`),
    check('discount_codes_discount_type_check', oneOf(t.discountType, discountTypes)),
    check(
      'discount_codes_discount_value_check',
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'percentage' or ${t.discountValue} <= 100)`,
    ),
    check('discount_codes_minimum_order_amount_cents_check', sql`${t.minimumOrderAmountCents} >= 0`),
    check('discount_codes_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 0`),
    // A use is counted with `current_uses = current_uses + 1`; this check makes the last use race-free.
    check(
      'discount_codes_current_uses_check',
      sql`${t.currentUses} >= 0 and (${t.maxUses} is null or ${t.currentUses} <= ${t.maxUses})`,
    ),
  ],
);

export type DiscountCode = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;
