import { describe, expect, it } from 'vitest';
import { isPinPlating, quotedOrderPrice, quotedSizeFor } from './quoted-order';

describe('quotedOrderPrice', () => {
  it('charges exactly 10% of the quoted amount now and the rest later', () => {
    expect(quotedOrderPrice(125_000, 300)).toEqual({
      pricePerPinCents: 417,
      totalCents: 125_000,
      depositCents: 12_500,
      remainingCents: 112_500,
    });
  });

  it('rounds the deposit to the cent the way the designer does', () => {
    // 10% of $12,345.67 is $1,234.567: the designer rounds half up, so does the quote.
    expect(quotedOrderPrice(1_234_567, 100).depositCents).toBe(123_457);
    expect(quotedOrderPrice(1_234_567, 100).remainingCents).toBe(1_111_110);
    expect(quotedOrderPrice(105, 1).depositCents).toBe(11);
    expect(quotedOrderPrice(104, 1).depositCents).toBe(10);
  });
});

describe('quoted options', () => {
  it('quotes the preferred size when it can, else 1 inch', () => {
    expect(quotedSizeFor('1.5inch')).toBe('1.5inch');
    expect(quotedSizeFor('1inch')).toBe('1inch');
    expect(quotedSizeFor('other')).toBe('1inch');
    expect(quotedSizeFor(null)).toBe('1inch');
  });

  it('knows the designer platings', () => {
    expect(isPinPlating('gold')).toBe(true);
    expect(isPinPlating('platinum')).toBe(false);
  });
});
