import { formatUsd, type Cents } from './money';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface DiscountCodeRule {
  code: string;
  discountType: DiscountType;
  /** Whole percent for percentage codes, cents for fixed ones. */
  discountValue: number;
  minimumOrderAmountCents: Cents;
  maxUses: number | null;
  currentUses: number;
  validFrom: Date;
  validUntil: Date | null;
  isActive: boolean;
}

export type DiscountOutcome =
  { valid: true; discountAmountCents: Cents } | { valid: false; discountAmountCents: 0; error: string };

export const DISCOUNT_ERRORS = {
  unknown: 'This discount code is not valid',
  inactive: 'This discount code is no longer active',
  notYetValid: 'This discount code is not active yet',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has reached its usage limit',
  minimum: (minimum: Cents) => `This code requires a minimum order of ${formatUsd(minimum)}`,
} as const;

/** Codes are compared trimmed and case-insensitively; they are stored uppercased. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Checks a code against an order amount; the discount never exceeds the order. Pure: the caller loads the rule. */
export function evaluateDiscount(rule: DiscountCodeRule | null, orderAmountCents: Cents, now: Date): DiscountOutcome {
  const refuse = (error: string): DiscountOutcome => ({ valid: false, discountAmountCents: 0, error });
  if (!rule) return refuse(DISCOUNT_ERRORS.unknown);
  if (!rule.isActive) return refuse(DISCOUNT_ERRORS.inactive);
  if (now < rule.validFrom) return refuse(DISCOUNT_ERRORS.notYetValid);
  if (rule.validUntil && now > rule.validUntil) return refuse(DISCOUNT_ERRORS.expired);
  if (rule.maxUses !== null && rule.currentUses >= rule.maxUses) return refuse(DISCOUNT_ERRORS.usedUp);
  if (orderAmountCents < rule.minimumOrderAmountCents)
    return refuse(DISCOUNT_ERRORS.minimum(rule.minimumOrderAmountCents));
  const raw =
    rule.discountType === 'percentage' ? Math.round((orderAmountCents * rule.discountValue) / 100) : rule.discountValue;
  return { valid: true, discountAmountCents: Math.max(0, Math.min(raw, orderAmountCents)) };
}
