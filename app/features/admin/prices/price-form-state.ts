/**
 * The Prices form's text boxes and the table they make: dollars as typed ("7.00", "$0.25"), quantities as whole
 * numbers, an empty last quantity for "and up". Pure, so the form and its tests share it.
 */
import { centsToDecimalString, dollarsToCents } from '../../../../core/money';
import {
  PACKAGING_ADDONS,
  PIN_PLATINGS,
  PRODUCT_KINDS,
  PRODUCT_SPECS,
  type PackagingAddon,
  type PinPlating,
  type PriceTable,
  type ProductKind,
} from '../../../../core/pricing/price-table';

export interface TierText {
  /** Stable across edits, for React's keys. */
  key: number;
  min: string;
  max: string;
  price: string;
}

/** One product's boxes: its minimum, its tiers and what each of its sizes adds. */
export interface ProductText {
  minQuantity: string;
  tiers: TierText[];
  sizes: Record<string, string>;
}

export interface PriceFormText {
  products: Record<ProductKind, ProductText>;
  platings: Record<PinPlating, string>;
  packaging: Record<PackagingAddon, string>;
  rushFee: string;
  depositPercent: string;
}

/** "7", "7.5", "7.50" or "$7.50" as cents; anything else is NaN, which the table's rules refuse by name. */
export function centsOf(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? dollarsToCents(Number(trimmed)) : Number.NaN;
}

/** A whole number, or NaN. */
export function wholeOf(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

const money = (cents: number) => centsToDecimalString(cents);
const each = <K extends string>(keys: readonly K[], pick: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, pick(key)])) as Record<K, string>;

function productText(table: PriceTable, kind: ProductKind): ProductText {
  const product = table.products[kind];
  const sizeCents = product.sizeCents as Record<string, number>;
  return {
    minQuantity: String(product.minQuantity),
    tiers: product.tiers.map((tier, key) => ({
      key,
      min: String(tier.minQuantity),
      max: tier.maxQuantity === null ? '' : String(tier.maxQuantity),
      price: money(tier.unitCents),
    })),
    sizes: each(PRODUCT_SPECS[kind].sizes, (size) => money(sizeCents[size] ?? 0)),
  };
}

export function textOf(table: PriceTable): PriceFormText {
  return {
    products: Object.fromEntries(PRODUCT_KINDS.map((kind) => [kind, productText(table, kind)])) as Record<
      ProductKind,
      ProductText
    >,
    platings: each(PIN_PLATINGS, (plating) => money(table.platingCents[plating])),
    packaging: each(PACKAGING_ADDONS, (addon) => money(table.packagingCents[addon])),
    rushFee: money(table.rushFeeCents),
    depositPercent: String(table.depositPercent),
  };
}

/** The table the boxes say, unchecked: the schema names what is wrong. */
export function tableOf(text: PriceFormText): PriceTable {
  const centsEach = <K extends string>(values: Record<K, string>) =>
    Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, centsOf(value)])) as Record<
      K,
      number
    >;
  const product = (box: ProductText) => ({
    minQuantity: wholeOf(box.minQuantity),
    tiers: box.tiers.map((tier) => ({
      minQuantity: wholeOf(tier.min),
      maxQuantity: tier.max.trim() === '' ? null : wholeOf(tier.max),
      unitCents: centsOf(tier.price),
    })),
    sizeCents: centsEach(box.sizes),
  });
  return {
    // Unchecked: the schema names a size or a tier that is wrong.
    products: Object.fromEntries(
      PRODUCT_KINDS.map((kind) => [kind, product(text.products[kind])]),
    ) as unknown as PriceTable['products'],
    platingCents: centsEach(text.platings),
    packagingCents: centsEach(text.packaging),
    rushFeeCents: centsOf(text.rushFee),
    depositPercent: wholeOf(text.depositPercent),
  };
}

/** A new last tier: the open one gets a last quantity, the new one starts after it and is open. */
export function withTierAdded(text: ProductText): ProductText {
  const tiers = [...text.tiers];
  const last = tiers[tiers.length - 1];
  const start = last ? wholeOf(last.min) : wholeOf(text.minQuantity);
  const end = Number.isNaN(start) ? '' : String(start * 2 - 1);
  if (last) tiers[tiers.length - 1] = { ...last, max: last.max.trim() === '' ? end : last.max };
  const lastMax = wholeOf(tiers[tiers.length - 1]?.max ?? '');
  const key = Math.max(-1, ...tiers.map((tier) => tier.key)) + 1;
  tiers.push({ key, min: Number.isNaN(lastMax) ? '' : String(lastMax + 1), max: '', price: last?.price ?? '' });
  return { ...text, tiers };
}

/** Without tier `index`; the new last tier becomes open-ended. */
export function withTierRemoved(text: ProductText, index: number): ProductText {
  const tiers = text.tiers.filter((_, i) => i !== index);
  if (index === text.tiers.length - 1 && tiers.length > 0)
    tiers[tiers.length - 1] = { ...tiers[tiers.length - 1]!, max: '' };
  return { ...text, tiers };
}

/**
 * Each refused field's first message, by its path in the table ("products.pin.tiers.1", "rushFeeCents"), and
 * under "products.<kind>" the first message of anything in that product (its selector shows it is refused).
 */
export type PriceErrors = Partial<Record<string, string>>;

export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): PriceErrors {
  const errors: PriceErrors = {};
  for (const issue of issues) {
    // A tier's own field (products.pin.tiers.1.unitCents) is shown with its tier.
    const path = issue.path.map(String);
    const key = path[2] === 'tiers' && path.length > 4 ? path.slice(0, 4).join('.') : path.join('.');
    errors[key] ??= issue.message;
    if (path[0] === 'products' && path[1]) errors[`products.${path[1]}`] ??= issue.message;
  }
  return errors;
}
