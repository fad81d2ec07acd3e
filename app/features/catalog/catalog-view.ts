/**
 * The catalogue's filter and sort (shopper-spec sections 2 and 4), kept in the URL
 * (`?category=masters&sort=price-asc`) so a reload or a shared link shows the same pins.
 */
import { CATALOG_GROUPS, isPurchasable, type CatalogGroup } from '../../../core/catalog';
import type { ProductDto } from '../../../core/schemas/catalog';
import { compareNames } from '../../../core/en-us-names';

export const CATEGORY_LABELS: Record<CatalogGroup, string> = {
  masters: 'Masters',
  'pga-tour': 'PGA Tour',
  'liv-golf': 'LIV Golf',
  tgl: 'TGL',
  patriotic: 'Patriotic',
  courses: 'Golf Courses',
  memes: 'Golf Memes',
  other: 'Other Designs',
};

export type CategoryFilter = 'all' | CatalogGroup;

export const CATEGORY_OPTIONS: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All Pins' },
  ...CATALOG_GROUPS.map((group) => ({ value: group, label: CATEGORY_LABELS[group] })),
];

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export interface CatalogView {
  category: CategoryFilter;
  sort: SortOrder;
}

export const DEFAULT_VIEW: CatalogView = { category: 'all', sort: 'name' };

/** The view in the URL; anything unknown falls back to the default, so an old link still works. */
export function parseCatalogView(params: URLSearchParams): CatalogView {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    category: CATEGORY_OPTIONS.some((option) => option.value === category)
      ? (category as CategoryFilter)
      : DEFAULT_VIEW.category,
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as SortOrder) : DEFAULT_VIEW.sort,
  };
}

/** The URL search params for a view; defaults are left out so the plain /wholesale stays canonical. */
export function catalogViewSearch(view: CatalogView, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  if (view.category === DEFAULT_VIEW.category) params.delete('category');
  else params.set('category', view.category);
  if (view.sort === DEFAULT_VIEW.sort) params.delete('sort');
  else params.set('sort', view.sort);
  return params;
}

const byName = (a: ProductDto, b: ProductDto) => compareNames(a.name, b.name);

const COMPARE: Record<SortOrder, (a: ProductDto, b: ProductDto) => number> = {
  name: byName,
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
};

/** The pins to show: the chosen group, in-stock before out-of-stock, then the chosen order. */
export function applyCatalogView(products: readonly ProductDto[], view: CatalogView): ProductDto[] {
  const compare = COMPARE[view.sort];
  return products
    .filter((product) => view.category === 'all' || product.group === view.category)
    .sort((a, b) => Number(isPurchasable(b)) - Number(isPurchasable(a)) || compare(a, b));
}
