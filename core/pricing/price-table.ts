/**
 * The owner's price table: every price a custom pin is made of (tiers per product, size, plating and packaging
 * add-ons, rush fee, deposit percentage, minimum quantity). The server keeps it in the database, versioned
 * (server/modules/pricing); every price function of core takes it as a parameter, so the drawer calculator, the
 * designer, the quote answers and the server's repricing read the same one. The first version is the seed
 * (price-table-seed.ts).
 */
import type { Cents } from '../money';

export const PIN_SIZES = ['0.75inch', '1inch', '1.25inch', '1.5inch'] as const;
export const PIN_PLATINGS = ['silver', 'gold', 'bronze', 'black-nickel'] as const;
export const PIN_PACKAGING = ['just-pins', 'individual-bags', 'backing-cards'] as const;
export type PinSize = (typeof PIN_SIZES)[number];
export type PinPlating = (typeof PIN_PLATINGS)[number];
export type PinPackaging = (typeof PIN_PACKAGING)[number];

/** The add-ons priced per piece: the designer's packaging and the drawer's extras. */
export const PACKAGING_ADDONS = ['individual-bags', 'backing-cards', 'plastic-packaging', 'barcode-labels'] as const;
export type PackagingAddon = (typeof PACKAGING_ADDONS)[number];

/** The products the table prices: soft enamel pins and the golf items made the same way, and printed cards. */
export const PRODUCT_KINDS = ['pin', 'ball-marker', 'hat-clip', 'divot-tool', 'backing-card'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Every size any product comes in: the pins' four, and the cards' two. */
export const PRODUCT_SIZES = [...PIN_SIZES, '2x3inch', '3x4inch'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/**
 * What each product is made of, fixed by the shop (the owner prices it, the table's versions do not change it):
 * its sizes (the first is the default), whether the plating options apply (metal items) and whether the packaging
 * add-ons do (not for the backing cards themselves).
 */
export const PRODUCT_SPECS = {
  pin: { sizes: PIN_SIZES, plating: true, packaging: true },
  'ball-marker': { sizes: ['1inch'], plating: true, packaging: true },
  'hat-clip': { sizes: ['1inch'], plating: true, packaging: true },
  'divot-tool': { sizes: ['1inch'], plating: true, packaging: true },
  'backing-card': { sizes: ['2x3inch', '3x4inch'], plating: false, packaging: false },
} as const satisfies Record<ProductKind, { sizes: readonly ProductSize[]; plating: boolean; packaging: boolean }>;

/** How a product reads: its name on a choice card, and a count of pieces ("100 ball markers"). */
export const PRODUCT_NAMES = {
  pin: { one: 'pin', many: 'pins', title: 'Pins' },
  'ball-marker': { one: 'ball marker', many: 'ball markers', title: 'Ball markers' },
  'hat-clip': { one: 'hat clip', many: 'hat clips', title: 'Hat clips' },
  'divot-tool': { one: 'divot tool', many: 'divot tools', title: 'Divot tools' },
  'backing-card': { one: 'backing card', many: 'backing cards', title: 'Backing cards' },
} as const satisfies Record<ProductKind, { one: string; many: string; title: string }>;

/** How the order's product reads ("ball markers"); no product (a DTO or a row from before) or an unknown one: pins. */
export function productNames(product: string | null | undefined): (typeof PRODUCT_NAMES)[ProductKind] {
  return PRODUCT_NAMES[product && isProductKind(product) ? product : 'pin'];
}

/** "100 ball markers", "1 pin"; an unknown stored product reads as pins. */
export function productCount(quantity: number, product: string | null | undefined): string {
  const names = productNames(product);
  return `${quantity} ${quantity === 1 ? names.one : names.many}`;
}

export type SizeOf<K extends ProductKind> = (typeof PRODUCT_SPECS)[K]['sizes'][number];

export function isProductKind(value: string): value is ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value);
}

/** Whether the product comes in this size. */
export function productHasSize(product: ProductKind, size: string): size is ProductSize {
  return (PRODUCT_SPECS[product].sizes as readonly string[]).includes(size);
}

/** One quantity band: from `minQuantity` to `maxQuantity` (null: and up), each piece at `unitCents`. */
export interface PriceTier {
  minQuantity: number;
  maxQuantity: number | null;
  unitCents: Cents;
}

export interface ProductPrices<K extends ProductKind = ProductKind> {
  /** The fewest pieces a design may order. */
  minQuantity: number;
  /** Contiguous from minQuantity, ascending, the last open-ended. */
  tiers: PriceTier[];
  /** What each of the product's sizes adds to a piece. */
  sizeCents: Record<SizeOf<K>, Cents>;
}

export interface PriceTable {
  products: { [K in ProductKind]: ProductPrices<K> };
  platingCents: Record<PinPlating, Cents>;
  packagingCents: Record<PackagingAddon, Cents>;
  rushFeeCents: Cents;
  depositPercent: number;
}

/** What the size adds to one piece of the product; null when the product does not come in that size. */
export function sizeCentsOf(table: PriceTable, product: ProductKind, size: string): Cents | null {
  if (!productHasSize(product, size)) return null;
  return (table.products[product].sizeCents as Partial<Record<ProductSize, Cents>>)[size] ?? null;
}

/** The table in effect and its version (1 is the seed; every save makes the next). */
export interface PricesInEffect {
  version: number;
  table: PriceTable;
}

/** The price of one piece at this quantity: below the first tier, the first tier's price. */
export function tierUnitCents(tiers: readonly PriceTier[], quantity: number): Cents {
  const tier = tiers.find((row) => row.maxQuantity === null || quantity <= row.maxQuantity) ?? tiers[tiers.length - 1];
  return tier!.unitCents;
}

/** "51-99", "500+", or one number; `within` narrows the band to what a slider offers. */
export function tierLabel(tier: PriceTier, within?: { min: number; max: number }): string {
  const from = within ? Math.max(tier.minQuantity, within.min) : tier.minQuantity;
  const to = within ? Math.min(tier.maxQuantity ?? within.max, within.max) : tier.maxQuantity;
  if (to === null) return `${from}+`;
  return from === to ? String(from) : `${from}-${to}`;
}

/** The deposit of a total, rounded to the cent once, so deposit + balance = total. */
export function depositOf(totalCents: Cents, table: Pick<PriceTable, 'depositPercent'>): Cents {
  return Math.round((totalCents * table.depositPercent) / 100);
}

/** The packaging options' price per piece: nothing with just-pins; unknown options cost nothing. */
export function packagingPerPieceCents(packaging: readonly string[], table: PriceTable): Cents {
  if (packaging.includes('just-pins')) return 0;
  return packaging.reduce((sum, option) => sum + (table.packagingCents[option as PackagingAddon] ?? 0), 0);
}
