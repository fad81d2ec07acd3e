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

  it('rounds the tier unit price to the cent first; the line is that unit price x quantity', () => {
    expect(priceLine(1299, 9)).toMatchObject({ fullCents: 11691, totalCents: 11691, savingsCents: 0 });
    expect(priceLine(1299, 10)).toMatchObject({ tierUnitPriceCents: 1169, totalCents: 11690, savingsCents: 1300 });
    expect(priceLine(1299, 25)).toMatchObject({ tierUnitPriceCents: 1039, totalCents: 25975, savingsCents: 6500 });
    expect(priceLine(999, 11)).toMatchObject({ totalCents: 9889, tierUnitPriceCents: 899 });
    // An order the old per-line rounding got wrong: 25 x $9.59 is $239.75, not 80% of $299.75 ($239.80).
    expect(priceLine(1199, 25)).toMatchObject({ tierUnitPriceCents: 959, totalCents: 23975, savingsCents: 6000 });
  });

  it('a free pin stays free at any quantity', () => {
    expect(priceLine(0, 4)).toMatchObject({ totalCents: 0, savingsCents: 0 });
  });
});
