import { ALWAYS_LOW_STOCK_PRODUCT_NAME, LIMITED_PRODUCT_MAX, LOW_STOCK_THRESHOLD } from './constants';

/** Catalogue grouping derived from the name (shopper-spec section 3), checked in this order. */
const GROUP_RULES = [
  ['masters', ['Masters', 'Gnome']],
  ['pga-tour', ['PGA', 'Tour']],
  ['liv-golf', ['LIV']],
  ['tgl', ['TGL']],
  ['patriotic', ['American Flag', 'Trump']],
  ['courses', ['Harbour Town', 'Monarch']],
  ['memes', ['PGAMemes', 'Scottie']],
] as const;

export type CatalogGroup = (typeof GROUP_RULES)[number][0] | 'other';
export const CATALOG_GROUPS: readonly CatalogGroup[] = [...GROUP_RULES.map(([group]) => group), 'other'];

export function catalogGroup(name: string): CatalogGroup {
  for (const [group, needles] of GROUP_RULES) {
    if (needles.some((needle) => name.includes(needle))) return group;
  }
  return 'other';
}

export type StockBadge = 'Out of Stock' | 'Low Stock' | 'In Stock';

export function isPurchasable(product: { inStock: boolean; stockQuantity: number }): boolean {
  return product.inStock && product.stockQuantity > 0;
}

export function stockBadge(product: { name: string; inStock: boolean; stockQuantity: number }): StockBadge {
  if (product.name === ALWAYS_LOW_STOCK_PRODUCT_NAME) return 'Low Stock';
  if (!isPurchasable(product)) return 'Out of Stock';
  return product.stockQuantity <= LOW_STOCK_THRESHOLD ? 'Low Stock' : 'In Stock';
}

/** The most of one product a buyer may hold: the stock, or 4 for a limited (free promo) pin. */
export function maxPurchaseQuantity(product: { limited: boolean; inStock: boolean; stockQuantity: number }): number {
  if (!isPurchasable(product)) return 0;
  return product.limited ? Math.min(LIMITED_PRODUCT_MAX, product.stockQuantity) : product.stockQuantity;
}

export const SKU_PREFIX = 'GP-';
export function productSku(productId: number): string {
  return `${SKU_PREFIX}${productId}`;
}
