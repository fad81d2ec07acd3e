import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_ERRORS } from '../../../core/discounts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { discountCodes } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(discountCodes).values({
    code: 'FUTURE10',
    discountType: 'percentage',
    discountValue: 10,
    validFrom: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  // A campaign's personal single-use code, sent to one address.
  await t.database.db.insert(discountCodes).values({
    code: 'VIP10-ABC234',
    discountType: 'percentage',
    discountValue: 10,
    maxUses: 1,
    boundEmail: 'member@example.com',
  });
});
afterAll(() => t.close());

function validate(code: unknown, orderAmount: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/discount-codes/validate', payload: { code, orderAmount } });
}

describe('POST /api/discount-codes/validate', () => {
  it('applies USA as 20% of the order, trimmed and case-insensitive', async () => {
    const res = await validate('  usa ', 100);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      discountAmount: 20,
      discountCode: { code: 'USA', discountType: 'percentage', discountValue: 20 },
    });
  });

  it('applies a fixed amount at or above its minimum, never more than the order', async () => {
    expect((await validate('SAVE10', 50)).json()).toMatchObject({ valid: true, discountAmount: 10 });
    expect((await validate('SAVE10', 49.99)).json()).toEqual({
      valid: false,
      discountAmount: 0,
      error: 'This code requires a minimum order of $50.00',
    });
  });

  it.each([
    ['NOPE', 'This discount code is not valid'],
    ['SUMMER2024', 'This discount code is not valid'],
    ['FIRST5', 'This discount code is not valid'],
    ['PROSHOP25', 'This discount code is not valid'],
    ['FUTURE10', 'This discount code is not valid'],
  ])('refuses %s with one message that says nothing about why (%s)', async (code, error) => {
    expect((await validate(code, 100)).json()).toEqual({ valid: false, discountAmount: 0, error });
  });

  it('does not consume a use', async () => {
    await validate('USA', 100);
    await validate('USA', 100);
    const [usa] = (await t.database.db.select().from(discountCodes)).filter((row) => row.code === 'USA');
    expect(usa?.currentUses).toBe(0);
  });

  it('answers 400 for a blank code or a bad amount', async () => {
    const blank = await validate('   ', 100);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a discount code');
    expect((await validate('USA', 'lots')).statusCode).toBe(400);
    expect((await validate('USA', -5)).statusCode).toBe(400);
  });

  it('answers as checkout does for a personal code: for another address it was sent elsewhere', async () => {
    const withEmail = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/discount-codes/validate',
        payload: { code: 'vip10-abc234', orderAmount: 100, email },
      });
    expect((await withEmail('someone@example.com')).json()).toEqual({
      valid: false,
      discountAmount: 0,
      error: DISCOUNT_ERRORS.boundElsewhere,
    });
    expect((await withEmail('Member@Example.com')).json()).toMatchObject({ valid: true, discountAmount: 10 });
  });
});
