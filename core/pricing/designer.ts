import type { Cents } from '../money';
import {
  depositOf,
  packagingPerPieceCents,
  PRODUCT_SPECS,
  sizeCentsOf,
  tierUnitCents,
  type PinPackaging,
  type PinPlating,
  type PriceTable,
  type ProductKind,
  type ProductSize,
} from './price-table';

export {
  PIN_PACKAGING,
  PIN_PLATINGS,
  PIN_SIZES,
  type PinPackaging,
  type PinPlating,
  type PinSize,
} from './price-table';

/** The designer's slider; a design under the table's minimum quantity is refused. */
export const DESIGNER_QUANTITY = { min: 50, max: 1000, step: 25 } as const;

export interface DesignerOptions {
  /** What is made (pins when not said). */
  product?: ProductKind;
  quantity: number;
  /** One of the product's sizes (PRODUCT_SPECS); another adds nothing here, and the server refuses it. */
  size: ProductSize;
  plating: PinPlating;
  packaging: readonly PinPackaging[];
  rushOrder: boolean;
  /** A validated promo discount, in cents (0 when none). */
  discountCents?: Cents;
}

export interface DesignerQuote {
  pricePerPinCents: Cents;
  baseCents: Cents;
  rushFeeCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  remainingCents: Cents;
}

/** Silver, base size: the price per piece at this quantity (the product's tiers). */
export function designerBaseUnitCents(quantity: number, table: PriceTable, product: ProductKind = 'pin'): Cents {
  return tierUnitCents(table.products[product].tiers, quantity);
}

/**
 * The designer's price, in whole cents: the price per pin (whole cents) x quantity is the base; total = base + rush -
 * discount (floored at 0); deposit = the table's percentage of the total, rounded once; remaining = total - deposit.
 */
export function designerQuote(options: DesignerOptions, table: PriceTable): DesignerQuote {
  const product = options.product ?? 'pin';
  const spec = PRODUCT_SPECS[product];
  // Plating only for the metal items, packaging add-ons not for the backing cards themselves.
  const pricePerPinCents =
    designerBaseUnitCents(options.quantity, table, product) +
    (spec.plating ? table.platingCents[options.plating] : 0) +
    (sizeCentsOf(table, product, options.size) ?? 0) +
    (spec.packaging ? packagingPerPieceCents(options.packaging, table) : 0);
  const baseCents = pricePerPinCents * options.quantity;
  const rushFeeCents = options.rushOrder ? table.rushFeeCents : 0;
  const discountCents = Math.max(0, Math.round(options.discountCents ?? 0));
  const totalCents = Math.max(0, baseCents + rushFeeCents - discountCents);
  // A share of base + rush - discount is that share of the total: rounded once, so deposit + balance = total.
  const depositCents = depositOf(totalCents, table);
  return {
    pricePerPinCents,
    baseCents,
    rushFeeCents,
    discountCents,
    totalCents,
    depositCents,
    remainingCents: totalCents - depositCents,
  };
}

/** The amount a promo code is checked against in the designer: the total including rush, before discount. */
export function designerDiscountBase(options: Omit<DesignerOptions, 'discountCents'>, table: PriceTable): Cents {
  const quote = designerQuote({ ...options, discountCents: 0 }, table);
  return quote.baseCents + quote.rushFeeCents;
}
