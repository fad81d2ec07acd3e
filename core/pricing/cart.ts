import { SHIPPING_CENTS } from '../constants';
import type { Cents } from '../money';
import { priceLine, type LinePrice } from './tiers';

export interface CartLineInput {
  unitPriceCents: Cents;
  quantity: number;
}

export interface CartTotals {
  lines: LinePrice[];
  itemCount: number;
  /** Sum of the lines at full price. */
  fullSubtotalCents: Cents;
  tierSavingsCents: Cents;
  /** Sum of the lines after tier discounts: the amount a discount code applies to. */
  subtotalCents: Cents;
  shippingCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
}

/**
 * The cart's money, decided the same way by the drawer and by the server. `shippingCents` is the shop's flat rate in
 * effect (the owner's Settings: the server hands it to the pages through the root loader).
 */
export function cartTotals(
  lines: CartLineInput[],
  discountCents: Cents = 0,
  shippingRateCents: Cents = SHIPPING_CENTS,
): CartTotals {
  const priced = lines.map((line) => priceLine(line.unitPriceCents, line.quantity));
  const fullSubtotalCents = priced.reduce((sum, line) => sum + line.fullCents, 0);
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shippingCents = itemCount > 0 ? shippingRateCents : 0;
  const discount = Math.max(0, Math.min(discountCents, subtotalCents));
  return {
    lines: priced,
    itemCount,
    fullSubtotalCents,
    tierSavingsCents: fullSubtotalCents - subtotalCents,
    subtotalCents,
    shippingCents,
    discountCents: discount,
    totalCents: subtotalCents - discount + shippingCents,
  };
}
