/**
 * The drawer's discount code (shopper-spec sections 4, 5 and 8): what is sent to
 * POST /api/discount-codes/validate, how its answer is read, and where Checkout goes with a code applied.
 */
import { normalizeCode } from '../../../core/discounts';
import { centsToDollars, dollarsToCents, type Cents } from '../../../core/money';
import type { DiscountValidationDto } from '../../../core/schemas/discounts';

export const DISCOUNT_MESSAGES = {
  blank: 'Please enter a discount code',
  invalid: 'This discount code is not valid',
  failed: 'Failed to validate discount code',
} as const;

export interface AppliedDiscount {
  code: string;
  amountCents: Cents;
  /** The subtotal the server checked the code against; when the cart's subtotal differs, the code is checked again. */
  subtotalCents: Cents;
}

export type DiscountCheck = { valid: true; applied: AppliedDiscount } | { valid: false; error: string };

/** The request body: the code trimmed and uppercased, the subtotal after tier discounts in dollars. */
export function validationBody(code: string, subtotalCents: Cents): { code: string; orderAmount: number } {
  return { code: normalizeCode(code), orderAmount: centsToDollars(subtotalCents) };
}

export function readValidation(answer: DiscountValidationDto, code: string, subtotalCents: Cents): DiscountCheck {
  if (!answer.valid) return { valid: false, error: answer.error || DISCOUNT_MESSAGES.invalid };
  return {
    valid: true,
    applied: {
      code: answer.discountCode?.code ?? normalizeCode(code),
      amountCents: dollarsToCents(answer.discountAmount),
      subtotalCents,
    },
  };
}

/** Checkout checks the code again on the server; the drawer only hands it over. */
export function checkoutHref(applied: Pick<AppliedDiscount, 'code'> | null): string {
  return applied ? `/checkout?discount=${encodeURIComponent(applied.code)}` : '/checkout';
}
