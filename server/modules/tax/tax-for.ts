/**
 * The tax of an order, as the amount paths ask for it: the rates in force at the order's time, what the owner marked
 * not taxable, the buyer's exemption for the ship-to's state, then the one computation (core/tax.ts).
 */
import type { ShippingCountry } from '../../../core/addresses';
import type { CustomOrderTaxKind } from '../../../core/schemas/tax';
import { computeTax, type TaxResult } from '../../../core/tax';
import { discountedLineAmounts } from '../../../core/tax-summary';
import type { Executor } from '../../db/client';
import { exemptionFor } from './tax-certificates';
import { ratesInForce, untaxedItems } from './tax-settings';

export interface TaxedLine {
  key: string;
  /** After discounts, in cents. */
  amountCents: number;
  /** A catalogue line's product, or a custom order's kind. */
  item: { productId: number } | { customOrderKind: CustomOrderTaxKind };
}

export interface TaxedOrder {
  shipTo: { country: ShippingCountry; state: string };
  /** The signed-in buyer (their certificates); null for a guest. */
  buyerUserId: number | null;
  lines: readonly TaxedLine[];
  shippingCents: number;
}

export function createTaxFor(db: Executor) {
  /** The order's tax at `at` (the order's own time: rates changed later do not apply to it). */
  return async function taxFor(order: TaxedOrder, at: Date, executor: Executor = db): Promise<TaxResult> {
    const shipTo = { country: order.shipTo.country, region: order.shipTo.state.toUpperCase() };
    const [rates, untaxed, exemption] = await Promise.all([
      ratesInForce(executor, at),
      untaxedItems(executor),
      order.buyerUserId === null ? null : exemptionFor(executor, order.buyerUserId, shipTo, at),
    ]);
    return computeTax({
      shipTo,
      lines: order.lines.map((line) => ({
        key: line.key,
        amountCents: line.amountCents,
        taxable:
          'productId' in line.item
            ? !untaxed.productIds.has(line.item.productId)
            : !untaxed.customOrderKinds.has(line.item.customOrderKind),
      })),
      shippingCents: order.shippingCents,
      rates,
      exemption: exemption ? { reason: exemption.reason } : null,
    });
  };
}

export type TaxFor = ReturnType<typeof createTaxFor>;

/**
 * A cart's tax (a card checkout's or a NET 30 order's): its priced lines after the code's discount, spread over them
 * (discountedLineAmounts), and its shipping, to the ship-to, as of `at`.
 */
export function cartTax(
  taxFor: TaxFor,
  cart: {
    totals: { lines: ReadonlyArray<{ totalCents: number }>; discountCents: number; shippingCents: number };
    productIds: readonly number[];
    shipTo: { country: ShippingCountry; state: string };
    buyerUserId: number | null;
  },
  at: Date,
): Promise<TaxResult> {
  const amounts = discountedLineAmounts(
    cart.totals.lines.map((line) => line.totalCents),
    cart.totals.discountCents,
  );
  return taxFor(
    {
      shipTo: { country: cart.shipTo.country, state: cart.shipTo.state.toUpperCase() },
      buyerUserId: cart.buyerUserId,
      lines: cart.productIds.map((productId, index) => ({
        key: String(index),
        amountCents: amounts[index]!,
        item: { productId },
      })),
      shippingCents: cart.totals.shippingCents,
    },
    at,
  );
}
