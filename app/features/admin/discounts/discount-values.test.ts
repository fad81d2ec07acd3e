import { describe, expect, it } from 'vitest';
import { DISCOUNT_ADMIN_MESSAGES } from '../../../../core/schemas/discounts';
import {
  codeState,
  discountBody,
  discountText,
  EMPTY_DISCOUNT_FORM,
  minimumText,
  usageText,
  whoText,
} from './discount-values';

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

  it('says a code at its most uses is used up, not active; expired and not started ones too', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const code = {
      isActive: true,
      usedCount: 5,
      maxUses: 5,
      validFrom: '2026-01-01T00:00:00.000Z',
      validUntil: null,
    };
    expect(codeState(code, now)).toBe('Used up');
    expect(codeState({ ...code, usedCount: 4 }, now)).toBe('Active');
    expect(codeState({ ...code, maxUses: null }, now)).toBe('Active');
    expect(codeState({ ...code, isActive: false }, now)).toBe('Inactive');
    expect(codeState({ ...code, usedCount: 0, validUntil: '2026-05-31T00:00:00.000Z' }, now)).toBe('Expired');
    expect(codeState({ ...code, usedCount: 0, validFrom: '2026-07-01T00:00:00.000Z' }, now)).toBe('Not started');
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
