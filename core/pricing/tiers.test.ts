import { describe, expect, it } from 'vitest';
import { priceLine, tierFor } from './tiers';

describe('wholesale tiers', () => {
  it.each([
    [1, 0],
    [9, 0],
    [10, 10],
    [24, 10],
    [25, 20],
    [1000, 20],
  ])('quantity %i gets %i%% off', (quantity, percentOff) => {
    expect(tierFor(quantity).percentOff).toBe(percentOff);
  });

  it('prices a line per tier in cents, rounding the line total once', () => {
    expect(priceLine(1299, 9)).toMatchObject({ fullCents: 11691, totalCents: 11691, savingsCents: 0 });
    expect(priceLine(1299, 10)).toMatchObject({ fullCents: 12990, totalCents: 11691, savingsCents: 1299 });
    expect(priceLine(1299, 25)).toMatchObject({ fullCents: 32475, totalCents: 25980, savingsCents: 6495 });
    expect(priceLine(999, 11)).toMatchObject({ totalCents: 9890, tierUnitPriceCents: 899 });
  });

  it('a free pin stays free at any quantity', () => {
    expect(priceLine(0, 4)).toMatchObject({ totalCents: 0, savingsCents: 0 });
  });
});
