import { describe, expect, it } from 'vitest';
import { DISCOUNT_ADMIN_MESSAGES } from '../../../../core/schemas/discounts';
import { discountBody, discountText, EMPTY_DISCOUNT_FORM, minimumText, usageText, whoText } from './discount-values';

describe('discount code list texts', () => {
  it('shows a percentage as N% and a fixed code as money', () => {
    expect(discountText({ discountType: 'percentage', discountValue: 20 })).toBe('20%');
    expect(discountText({ discountType: 'fixed', discountValue: 12.5 })).toBe('$12.50');
    expect(minimumText({ minimumOrderAmount: 50 })).toBe('$50.00');
  });

  it("shows usage as '{used} / {max}' with a maximum, else '{used} uses'", () => {
    expect(usageText({ usedCount: 1, maxUses: 5 })).toBe('1 / 5');
    expect(usageText({ usedCount: 3, maxUses: null })).toBe('3 uses');
  });

  it('says who may use the code', () => {
    expect(whoText({ firstOrderOnly: true })).toBe('First order only');
    expect(whoText({ firstOrderOnly: false })).toBe('Anyone');
  });
});

describe('discountBody', () => {
  it('builds the body: code uppercased, dollars as numbers, blanks left out, local times as ISO instants', () => {
    const result = discountBody({
      ...EMPTY_DISCOUNT_FORM,
      code: ' summer_10 ',
      discountType: 'fixed',
      discountValue: '$12.50',
      minimumOrderAmount: '1,000',
      validUntil: '2099-06-01T12:00',
      firstOrderOnly: true,
    });
    expect(result).toEqual({
      body: {
        code: 'SUMMER_10',
        discountType: 'fixed',
        discountValue: 12.5,
        minimumOrderAmount: 1000,
        validUntil: new Date('2099-06-01T12:00').toISOString(),
        firstOrderOnly: true,
      },
    });
  });

  it("gives each refused field the schema's message, the value's by its type", () => {
    expect(discountBody({ ...EMPTY_DISCOUNT_FORM, code: 'ab', discountValue: '' })).toEqual({
      errors: { code: DISCOUNT_ADMIN_MESSAGES.code, discountValue: DISCOUNT_ADMIN_MESSAGES.percentage },
    });
    expect(
      discountBody({ ...EMPTY_DISCOUNT_FORM, code: 'OK10', discountType: 'fixed', discountValue: '0', maxUses: '0' }),
    ).toEqual({ errors: { discountValue: DISCOUNT_ADMIN_MESSAGES.amount, maxUses: DISCOUNT_ADMIN_MESSAGES.maxUses } });
    expect(
      discountBody({
        ...EMPTY_DISCOUNT_FORM,
        code: 'OK10',
        discountValue: '10',
        validFrom: '2099-02-01T00:00',
        validUntil: '2099-01-01T00:00',
      }),
    ).toEqual({ errors: { validUntil: DISCOUNT_ADMIN_MESSAGES.untilAfterFrom } });
  });
});
