import { describe, expect, it } from 'vitest';
import { customPinJsonLd, priceValidUntil } from './custom-pin-seo';

describe('customPinJsonLd', () => {
  it("carries the spec's price range and quantities", () => {
    const jsonLd = customPinJsonLd({
      publicUrl: 'https://pins.example/',
      shopName: 'Pinshop Golf Pins',
      priceValidUntil: '2027-12-31',
    });
    expect(jsonLd.url).toBe('https://pins.example/custom');
    expect(jsonLd.offers).toMatchObject({
      priceCurrency: 'USD',
      lowPrice: '75.00',
      highPrice: '2400.00',
      priceValidUntil: '2027-12-31',
      eligibleQuantity: { minValue: 25, maxValue: 1000 },
    });
  });
});

describe('priceValidUntil', () => {
  it('is the end of next year', () => {
    expect(priceValidUntil(new Date(Date.UTC(2026, 10, 21)))).toBe('2027-12-31');
  });
});
