/**
 * What the discount code list shows (accounts-admin-spec section 2) and the create form's values turned into the
 * POST /api/discount-codes body, checked with the server's own schema.
 */
import { dollarsToCents, formatUsd } from '../../../../core/money';
import {
  createDiscountCodeBodySchema,
  DISCOUNT_ADMIN_MESSAGES,
  type AdminDiscountCode,
  type CreateDiscountCodeBody,
} from '../../../../core/schemas/discounts';
import type { DiscountType } from '../../../../core/discounts';

/** A percentage shows "N%", a fixed code a money amount. */
export function discountText(code: Pick<AdminDiscountCode, 'discountType' | 'discountValue'>): string {
  return code.discountType === 'percentage' ? `${code.discountValue}%` : formatUsd(dollarsToCents(code.discountValue));
}

/** "{used} / {max}" when the code has a maximum, else "{used} uses". */
export function usageText(code: Pick<AdminDiscountCode, 'usedCount' | 'maxUses'>): string {
  return code.maxUses === null ? `${code.usedCount} uses` : `${code.usedCount} / ${code.maxUses}`;
}

export function minimumText(code: Pick<AdminDiscountCode, 'minimumOrderAmount'>): string {
  return formatUsd(dollarsToCents(code.minimumOrderAmount));
}

/**
 * The code's badge: "Inactive" when turned off, "Used up" at its most uses (5 / 5), "Expired" past its end,
 * "Not started" before its start, else "Active" (what checkout would accept today).
 */
export function codeState(
  code: Pick<AdminDiscountCode, 'isActive' | 'usedCount' | 'maxUses' | 'validFrom' | 'validUntil'>,
  now: Date,
): 'Active' | 'Inactive' | 'Used up' | 'Expired' | 'Not started' {
  if (!code.isActive) return 'Inactive';
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'Used up';
  if (code.validUntil !== null && new Date(code.validUntil).getTime() <= now.getTime()) return 'Expired';
  if (new Date(code.validFrom).getTime() > now.getTime()) return 'Not started';
  return 'Active';
}

/** Who may use the code: anyone, or only an address placing its first order. */
export function whoText(code: Pick<AdminDiscountCode, 'firstOrderOnly'>): string {
  return code.firstOrderOnly ? 'First order only' : 'Anyone';
}

export interface DiscountFormValues {
  code: string;
  discountType: DiscountType;
  discountValue: string;
  minimumOrderAmount: string;
  maxUses: string;
  /** datetime-local values (the admin's own clock); blank from = now, blank until = never expires. */
  validFrom: string;
  validUntil: string;
  firstOrderOnly: boolean;
}

export type DiscountFormField = keyof DiscountFormValues;

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  minimumOrderAmount: '',
  maxUses: '',
  validFrom: '',
  validUntil: '',
  firstOrderOnly: false,
};

/** Typed text as a number ("$1,250.50" reads 1250.5); blank reads undefined, anything else NaN. */
function typedNumber(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (plain === '') return undefined;
  return /^\d*\.?\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A datetime-local value as an ISO instant; blank as undefined, a bad value left for the schema to refuse. */
function typedInstant(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
}

/** The request body, or the first message for each field the schema refused. */
export function discountBody(
  values: DiscountFormValues,
): { body: CreateDiscountCodeBody } | { errors: Partial<Record<DiscountFormField, string>> } {
  const body = {
    code: values.code,
    discountType: values.discountType,
    discountValue: typedNumber(values.discountValue),
    minimumOrderAmount: typedNumber(values.minimumOrderAmount),
    maxUses: typedNumber(values.maxUses),
    validFrom: typedInstant(values.validFrom),
    validUntil: typedInstant(values.validUntil),
    firstOrderOnly: values.firstOrderOnly,
  };
  const parsed = createDiscountCodeBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  const errors: Partial<Record<DiscountFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DiscountFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // A blank or non-numeric value fails before the type is looked at: give the rule of the chosen type.
  if (errors.discountValue && values.discountType === 'percentage') {
    errors.discountValue = DISCOUNT_ADMIN_MESSAGES.percentage;
  }
  return { errors };
}
