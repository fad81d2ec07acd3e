import { formatUsd, type Cents } from '../money';
import {
  depositOf,
  packagingPerPieceCents,
  PIN_PLATINGS,
  type PinPackaging,
  type PinPlating,
  type PinSize,
  type PriceTable,
} from './price-table';

/** The sizes a quote can price (the request form's 1 inch and 1.5 inch); anything else is quoted at 1 inch. */
export const QUOTED_SIZES = ['1inch', '1.5inch'] as const satisfies readonly PinSize[];
export type QuotedSize = (typeof QUOTED_SIZES)[number];

/** The designer's default plating, for a quote that names none. */
export const DEFAULT_QUOTED_PLATING: PinPlating = 'silver';

export function isPinPlating(value: string): value is PinPlating {
  return (PIN_PLATINGS as readonly string[]).includes(value);
}

/** The request's preferred size when a quote can price it ("other" and none are quoted at 1 inch). */
export function quotedSizeFor(preferredSize: string | null): QuotedSize {
  return QUOTED_SIZES.find((size) => size === preferredSize) ?? '1inch';
}

export interface QuotedOrderPrice {
  pricePerPinCents: Cents;
  /** The designer's packaging price for the quoted packaging (per pin x quantity; just-pins is free). */
  packagingCents: Cents;
  /** The designer's flat rush fee when the quote is for rush delivery. */
  rushFeeCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  remainingCents: Cents;
}

/** What a quote adds to the owner's amount, priced as the designer prices them. */
export interface QuotedExtras {
  packaging: readonly PinPackaging[];
  rushOrder: boolean;
}

const NO_EXTRAS: QuotedExtras = { packaging: ['just-pins'], rushOrder: false };

/** The designer's packaging price of `quantity` pins: the options' prices per pin, nothing with just-pins. */
export function packagingCentsFor(packaging: readonly string[], quantity: number, table: PriceTable): Cents {
  return packagingPerPieceCents(packaging, table) * quantity;
}

/**
 * A quoted order's money: the owner's amount prices the pins (size and plating); packaging and rush are added at the
 * designer's prices, so the total is what the customer pays. The deposit is the table's percentage of that total rounded to the cent as
 * the designer rounds it (designerQuote), and the rest is due later; the price per pin (the pins and their packaging
 * over the quantity) is for display only.
 */
export function quotedOrderPrice(
  quotedCents: Cents,
  quantity: number,
  table: PriceTable,
  extras: QuotedExtras = NO_EXTRAS,
): QuotedOrderPrice {
  const packagingCents = packagingCentsFor(extras.packaging, quantity, table);
  const rushFeeCents = extras.rushOrder ? table.rushFeeCents : 0;
  const totalCents = quotedCents + packagingCents + rushFeeCents;
  const depositCents = depositOf(totalCents, table);
  return {
    pricePerPinCents: Math.round((quotedCents + packagingCents) / quantity),
    packagingCents,
    rushFeeCents,
    totalCents,
    depositCents,
    remainingCents: totalCents - depositCents,
  };
}

/**
 * The pins line of a custom order, so its lines add up to the total: "300 pins × $5.00" when the price per pin
 * (whole cents) times the quantity is the pins' amount (every designer order), else "300 pins (quoted price)" for
 * the quoted amount of an owner's quote that does not divide into whole cents per pin.
 */
export function customPinsLine(order: {
  quantity: number;
  pricePerPinCents: Cents;
  rushFeeCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
}): { label: string; cents: Cents } {
  const cents = order.totalCents - order.rushFeeCents + order.discountCents;
  return order.pricePerPinCents * order.quantity === cents
    ? { label: `${order.quantity} pins × ${formatUsd(order.pricePerPinCents)}`, cents }
    : { label: `${order.quantity} pins (quoted price)`, cents };
}
