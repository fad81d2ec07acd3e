import { describe, expect, it } from 'vitest';
import { catalogGroup, maxPurchaseQuantity, productSku, stockBadge } from './catalog';

describe('catalogGroup', () => {
  it.each([
    ['2024 Masters Gnome Pin', 'masters'],
    ['Augusta Gnome', 'masters'],
    ['PGA Championship Pin', 'pga-tour'],
    ['Tour Championship Pin', 'pga-tour'],
    ['LIV Golf Crushers Pin', 'liv-golf'],
    ['TGL Boston Common Pin', 'tgl'],
    ['American Flag Golf Pin', 'patriotic'],
    ['Trump Fight Golf Pin', 'patriotic'],
    ['Harbour Town Lighthouse Pin', 'courses'],
    ['Monarch Beach Pin', 'courses'],
    ['PGAMemes Happy Gilmore Pin', 'pga-tour'],
    ['Scottie Mugshot Pin', 'memes'],
    ['Ryder Cup Pin', 'other'],
  ])('%s -> %s (rules checked in order)', (name, group) => {
    expect(catalogGroup(name)).toBe(group);
  });
});

describe('stockBadge', () => {
  const pin = { name: 'Ryder Cup Pin', inStock: true };
  it.each([
    [0, 'Out of Stock'],
    [1, 'Low Stock'],
    [10, 'Low Stock'],
    [11, 'In Stock'],
  ])('stock %i -> %s', (stockQuantity, badge) => {
    expect(stockBadge({ ...pin, stockQuantity })).toBe(badge);
  });

  it('is Out of Stock when the flag is off, whatever the count', () => {
    expect(stockBadge({ ...pin, inStock: false, stockQuantity: 50 })).toBe('Out of Stock');
  });

  it('always shows Low Stock for the 2024 Masters Gnome Pin', () => {
    expect(stockBadge({ name: '2024 Masters Gnome Pin', inStock: true, stockQuantity: 500 })).toBe('Low Stock');
  });
});

describe('maxPurchaseQuantity', () => {
  it('is the stock, 4 for the two limited pins, 0 when out of stock', () => {
    expect(maxPurchaseQuantity({ limited: false, inStock: true, stockQuantity: 37 })).toBe(37);
    expect(maxPurchaseQuantity({ limited: true, inStock: true, stockQuantity: 500 })).toBe(4);
    expect(maxPurchaseQuantity({ limited: true, inStock: true, stockQuantity: 3 })).toBe(3);
    expect(maxPurchaseQuantity({ limited: false, inStock: false, stockQuantity: 37 })).toBe(0);
  });
});

describe('productSku', () => {
  it('SKU is GP- and the id', () => {
    expect(productSku(21)).toBe('GP-21');
  });
});
