import { formatUsd, type Cents } from '../money';
import { DEPOSIT_PERCENT, PIN_PLATINGS, type PinPlating, type PinSize } from './designer';

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
  totalCents: Cents;
  depositCents: Cents;
  remainingCents: Cents;
}

/**
 * A quoted order's money: the total is the owner's amount; the deposit is its 10% rounded to the cent as the
 * designer rounds it (designerQuote), and the rest is due later; the price per pin is for display only.
 */
export function quotedOrderPrice(totalCents: Cents, quantity: number): QuotedOrderPrice {
  const depositCents = Math.round((totalCents * DEPOSIT_PERCENT) / 100);
  return {
    pricePerPinCents: Math.round(totalCents / quantity),
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
