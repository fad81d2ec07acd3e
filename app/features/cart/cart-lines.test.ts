import { describe, expect, it } from 'vitest';
import type { CartItemDto } from '../../../core/schemas/cart';
import { cartPricing, lineMax, withLine, withLineQuantity, withoutLine } from './cart-lines';
import { cartQuantity } from './cart-quantity';

function item(id: number, quantity: number, product: Partial<CartItemDto['product']> = {}): CartItemDto {
  return {
    id,
    productId: id,
    quantity,
    createdAt: '2026-01-01T00:00:00.000Z',
    product: {
      id,
      name: `Pin ${id}`,
      price: 11.99,
      imageUrl: null,
      inStock: true,
      stockQuantity: 95,
      limited: false,
      ...product,
    },
  };
}

describe('cartPricing', () => {
  it('prices each line by its tier and adds shipping', () => {
    const totals = cartPricing([item(1, 25)]);
    expect(totals.lines[0]).toMatchObject({ tierUnitPriceCents: 959, totalCents: 23975, percentOff: 20 });
    expect(totals).toMatchObject({
      itemCount: 25,
      fullSubtotalCents: 29975,
      tierSavingsCents: 6000,
      subtotalCents: 23975,
      shippingCents: 599,
      totalCents: 24574,
    });
  });

  it('takes the discount off the subtotal after tiers, never more than it', () => {
    expect(cartPricing([item(1, 25)], 4795).totalCents).toBe(23975 - 4795 + 599);
    expect(cartPricing([item(1, 1)], 5000)).toMatchObject({ discountCents: 1199, totalCents: 599 });
  });

  it('charges no shipping for an empty cart', () => {
    expect(cartPricing([])).toMatchObject({ itemCount: 0, shippingCents: 0, totalCents: 0 });
  });

  it('prices a free pin at nothing', () => {
    expect(cartPricing([item(21, 4, { price: 0 })])).toMatchObject({ subtotalCents: 0, totalCents: 599 });
  });
});

describe('cartQuantity', () => {
  it('counts every pin', () => {
    expect(cartQuantity(undefined)).toBe(0);
    expect(cartQuantity([item(1, 25), item(2, 3)])).toBe(28);
  });
});

describe('lineMax', () => {
  it('is the stock, 4 for a limited promotional pin, 0 when sold out', () => {
    expect(lineMax(item(1, 1))).toBe(95);
    expect(lineMax(item(21, 1, { limited: true, price: 0, stockQuantity: 500 }))).toBe(4);
    expect(lineMax(item(1, 1, { limited: true, stockQuantity: 3 }))).toBe(3);
    expect(lineMax(item(1, 1, { stockQuantity: 0 }))).toBe(0);
    expect(lineMax(item(1, 1, { inStock: false }))).toBe(0);
  });
});

describe('cache edits', () => {
  const items = [item(1, 2), item(2, 5)];

  it('changes, replaces and removes one line, leaving the others and the input alone', () => {
    expect(withLineQuantity(items, 2, 6).map((i) => i.quantity)).toEqual([2, 6]);
    const saved = { ...item(1, 3), createdAt: 'saved' };
    expect(withLine(items, saved)[0]).toBe(saved);
    expect(withoutLine(items, 1).map((i) => i.id)).toEqual([2]);
    expect(items.map((i) => i.quantity)).toEqual([2, 5]);
  });
});
