import { describe, expect, it } from 'vitest';
import { checkoutHref, readValidation, validationBody } from './discount';

describe('validationBody', () => {
  it('sends the code trimmed and uppercased and the subtotal in dollars', () => {
    expect(validationBody('  usa ', 23980)).toEqual({ code: 'USA', orderAmount: 239.8 });
    expect(validationBody('SAVE10', 5)).toEqual({ code: 'SAVE10', orderAmount: 0.05 });
  });
});

describe('readValidation', () => {
  it('keeps the server code and the amount in cents, with the subtotal it was checked for', () => {
    const answer = {
      valid: true,
      discountAmount: 47.96,
      discountCode: { code: 'USA', discountType: 'percentage' as const, discountValue: 20 },
    };
    expect(readValidation(answer, 'usa', 23980)).toEqual({
      valid: true,
      applied: { code: 'USA', amountCents: 4796, subtotalCents: 23980 },
    });
  });

  it('falls back to the typed code when the answer names none', () => {
    expect(readValidation({ valid: true, discountAmount: 10 }, ' save10 ', 6000)).toEqual({
      valid: true,
      applied: { code: 'SAVE10', amountCents: 1000, subtotalCents: 6000 },
    });
  });

  it("gives the server's error, or the spec's text when there is none", () => {
    expect(
      readValidation({ valid: false, discountAmount: 0, error: 'This discount code has expired' }, 'X', 1),
    ).toEqual({ valid: false, error: 'This discount code has expired' });
    expect(readValidation({ valid: false, discountAmount: 0 }, 'X', 1)).toEqual({
      valid: false,
      error: 'This discount code is not valid',
    });
    expect(readValidation({ valid: false, discountAmount: 0, error: '' }, 'X', 1)).toMatchObject({
      error: 'This discount code is not valid',
    });
  });
});

describe('checkoutHref', () => {
  it('passes an applied code along', () => {
    expect(checkoutHref(null)).toBe('/checkout');
    expect(checkoutHref({ code: 'USA' })).toBe('/checkout?discount=USA');
    expect(checkoutHref({ code: 'A&B' })).toBe('/checkout?discount=A%26B');
  });
});
