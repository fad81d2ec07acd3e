import { describe, expect, it } from 'vitest';
import { catalogGroup } from '../../../core/catalog';
import type { ProductDto } from '../../../core/schemas/catalog';
import { applyCatalogView, catalogViewSearch, DEFAULT_VIEW, parseCatalogView } from './catalog-view';

function product(id: number, name: string, price: number, stock = 10, inStock = true, limited = false): ProductDto {
  return {
    id,
    name,
    description: '',
    price,
    imageUrl: null,
    imageAlt: null,
    videoUrl: null,
    inStock,
    stockQuantity: stock,
    category: 'golf-pins',
    group: catalogGroup(name),
    isActive: true,
    limited,
    ageGroup: 'adult',
    gender: 'unisex',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const PRODUCTS = [
  product(1, 'Masters Green Jacket Pin', 19.99),
  product(2, 'Augusta Azalea Masters Pin', 14.99, 0),
  product(3, 'Par 3 Flagstick Pin', 7.99),
  product(4, 'LIV Golf Fireballs Pin', 13.99, 5, false),
  product(5, 'American Flag Golf Pin', 0, 10, true, true),
  product(6, 'Hole in One Club Pin', 8.99),
];

const names = (list: ProductDto[]) => list.map((p) => p.name);

describe('parseCatalogView', () => {
  it('reads the category and sort from the URL', () => {
    expect(parseCatalogView(new URLSearchParams('category=masters&sort=price-desc'))).toEqual({
      category: 'masters',
      sort: 'price-desc',
    });
  });

  it('falls back to all pins by name for missing or unknown values', () => {
    expect(parseCatalogView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(parseCatalogView(new URLSearchParams('category=golf-pins&sort=random'))).toEqual(DEFAULT_VIEW);
  });
});

describe('catalogViewSearch', () => {
  it('writes only what differs from the default and keeps other params', () => {
    expect(catalogViewSearch({ category: 'tgl', sort: 'price-asc' }).toString()).toBe('category=tgl&sort=price-asc');
    expect(catalogViewSearch(DEFAULT_VIEW, new URLSearchParams('category=tgl&utm_source=mail')).toString()).toBe(
      'utm_source=mail',
    );
  });
});

describe('applyCatalogView', () => {
  it('sorts by name with out-of-stock pins last', () => {
    expect(names(applyCatalogView(PRODUCTS, DEFAULT_VIEW))).toEqual([
      'American Flag Golf Pin',
      'Hole in One Club Pin',
      'Masters Green Jacket Pin',
      'Par 3 Flagstick Pin',
      'Augusta Azalea Masters Pin',
      'LIV Golf Fireballs Pin',
    ]);
  });

  it('sorts by price both ways, still in-stock first', () => {
    expect(names(applyCatalogView(PRODUCTS, { category: 'all', sort: 'price-asc' }))).toEqual([
      'American Flag Golf Pin',
      'Par 3 Flagstick Pin',
      'Hole in One Club Pin',
      'Masters Green Jacket Pin',
      'LIV Golf Fireballs Pin',
      'Augusta Azalea Masters Pin',
    ]);
    expect(names(applyCatalogView(PRODUCTS, { category: 'all', sort: 'price-desc' }))).toEqual([
      'Masters Green Jacket Pin',
      'Hole in One Club Pin',
      'Par 3 Flagstick Pin',
      'American Flag Golf Pin',
      'Augusta Azalea Masters Pin',
      'LIV Golf Fireballs Pin',
    ]);
  });

  it('filters by the derived group without changing the input', () => {
    const before = names(PRODUCTS);
    expect(names(applyCatalogView(PRODUCTS, { category: 'masters', sort: 'name' }))).toEqual([
      'Masters Green Jacket Pin',
      'Augusta Azalea Masters Pin',
    ]);
    expect(applyCatalogView(PRODUCTS, { category: 'memes', sort: 'name' })).toEqual([]);
    expect(names(PRODUCTS)).toEqual(before);
  });
});
