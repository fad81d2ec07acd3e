import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart';

describe('cartTotals', () => {
  it('is all zero for an empty cart: no shipping without items', () => {
    expect(cartTotals([])).toMatchObject({ itemCount: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });

  it('adds 5.99 shipping, tier savings per line, and caps the discount at the subtotal', () => {
    const totals = cartTotals(
      [
        { unitPriceCents: 1000, quantity: 25 },
        { unitPriceCents: 0, quantity: 4 },
      ],
      5000,
    );
    expect(totals).toMatchObject({
      itemCount: 29,
      fullSubtotalCents: 25000,
      tierSavingsCents: 5000,
      subtotalCents: 20000,
      shippingCents: 599,
      discountCents: 5000,
      totalCents: 15599,
    });
    expect(cartTotals([{ unitPriceCents: 500, quantity: 1 }], 10_000)).toMatchObject({
      discountCents: 500,
      totalCents: 599,
    });
  });
});
