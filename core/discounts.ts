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

/**
 * An unknown, inactive, not yet valid, expired or used-up code all read the same: telling them apart would let
 * anyone probe which codes exist. Only the minimum-order message differs, because it helps an honest buyer.
 */
export const DISCOUNT_ERRORS = {
  notValid: 'This discount code is not valid',
  minimum: (minimum: Cents) => `This code requires a minimum order of ${formatUsd(minimum)}`,
  /** A campaign's personal code, paid for with another address than the one it was sent to. */
  boundElsewhere: 'This code was sent to a different e-mail address',
  /** A first-order-only code (WELCOME15), used by an address that already ordered or is paying with it now. */
  firstOrderOnly: 'This code is only for a first order',
} as const;

/** Codes are compared trimmed and case-insensitively; they are stored uppercased. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Checks a code against an order amount; the discount never exceeds the order. Pure: the caller loads the rule. */
export function evaluateDiscount(rule: DiscountCodeRule | null, orderAmountCents: Cents, now: Date): DiscountOutcome {
  const refuse = (error: string): DiscountOutcome => ({ valid: false, discountAmountCents: 0, error });
  const usable =
    rule !== null &&
    rule.isActive &&
    now >= rule.validFrom &&
    !(rule.validUntil && now > rule.validUntil) &&
    !(rule.maxUses !== null && rule.currentUses >= rule.maxUses);
  if (!usable) return refuse(DISCOUNT_ERRORS.notValid);
  if (orderAmountCents < rule.minimumOrderAmountCents)
    return refuse(DISCOUNT_ERRORS.minimum(rule.minimumOrderAmountCents));
  const raw =
    rule.discountType === 'percentage' ? Math.round((orderAmountCents * rule.discountValue) / 100) : rule.discountValue;
  return { valid: true, discountAmountCents: Math.max(0, Math.min(raw, orderAmountCents)) };
}
