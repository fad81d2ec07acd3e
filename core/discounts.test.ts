import { describe, expect, it } from 'vitest';
import { DISCOUNT_ERRORS, evaluateDiscount, normalizeCode, type DiscountCodeRule } from './discounts';

const now = new Date('2026-06-01T12:00:00Z');
const usa: DiscountCodeRule = {
  code: 'USA',
  discountType: 'percentage',
  discountValue: 20,
  minimumOrderAmountCents: 0,
  maxUses: null,
  currentUses: 0,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: null,
  isActive: true,
};

describe('evaluateDiscount', () => {
  it('takes a percentage of the order, rounded to the cent', () => {
    expect(evaluateDiscount(usa, 12_345, now)).toEqual({ valid: true, discountAmountCents: 2469 });
  });

  it('takes a fixed amount but never more than the order', () => {
    const save10 = { ...usa, discountType: 'fixed' as const, discountValue: 1000 };
    expect(evaluateDiscount(save10, 5000, now)).toEqual({ valid: true, discountAmountCents: 1000 });
    expect(evaluateDiscount(save10, 700, now)).toEqual({ valid: true, discountAmountCents: 700 });
  });

  it.each([
    ['unknown', null, DISCOUNT_ERRORS.notValid],
    ['inactive', { ...usa, isActive: false }, DISCOUNT_ERRORS.notValid],
    ['not yet valid', { ...usa, validFrom: new Date('2026-07-01T00:00:00Z') }, DISCOUNT_ERRORS.notValid],
    ['expired', { ...usa, validUntil: new Date('2026-05-31T00:00:00Z') }, DISCOUNT_ERRORS.notValid],
    ['used up', { ...usa, maxUses: 5, currentUses: 5 }, DISCOUNT_ERRORS.notValid],
    ['under the minimum', { ...usa, minimumOrderAmountCents: 5000 }, 'This code requires a minimum order of $50.00'],
  ])('refuses a code that is %s', (_label, rule, error) => {
    expect(evaluateDiscount(rule, 4999, now)).toEqual({ valid: false, discountAmountCents: 0, error });
  });

  it('accepts an order exactly at the minimum', () => {
    expect(evaluateDiscount({ ...usa, minimumOrderAmountCents: 5000 }, 5000, now).valid).toBe(true);
  });

  it('normalises codes: trimmed, uppercased', () => {
    expect(normalizeCode('  usa ')).toBe('USA');
  });
});
