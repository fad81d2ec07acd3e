/**
 * What a cart costs to a ship-to, decided by the server: the lines at their tiers, the code checked again, the
 * shipping rate in effect, and the sales tax for the ship-to's state or province (core/tax.ts through the tax
 * module's taxFor, at the time of asking). The checkout's tax quote and the cart payment both price with this, so
 * the figure the page shows is the figure charged, or the payment is refused with 409.
 */
import { AppError } from '../../../core/errors';
import { centsToDecimalString } from '../../../core/money';
import { cartTotals, type CartTotals } from '../../../core/pricing/cart';
import { taxRowLabel, taxTotalChanged } from '../../../core/tax-summary';
import { cartTax } from '../tax';
import type { CartService } from '../cart';
import type { PaymentContext } from './payment-context';
import type { ChargedTax } from './payment-details';

export interface PricedCart {
  totals: CartTotals;
  /** The code as stored (its canonical spelling), or null. */
  discountCode: string | null;
  tax: ChargedTax;
  /** What is charged: the cart's total with its tax. */
  amountCents: number;
}

export interface CartShipTo {
  country: 'US' | 'CA';
  /** The state's or province's two-letter code. */
  state: string;
}

export const TAX_MESSAGES = {
  /** The page showed another total than the server charges: nothing is charged. */
  totalChanged: taxTotalChanged,
} as const;

export async function priceCart(
  ctx: PaymentContext,
  lines: Awaited<ReturnType<CartService['list']>>,
  order: { discountCode?: string | undefined; shipTo: CartShipTo; userId: number | null },
): Promise<PricedCart> {
  const priced = lines.map((line) => ({ unitPriceCents: line.product.priceCents, quantity: line.quantity }));
  let discountCents = 0;
  let discountCode: string | null = null;
  if (order.discountCode?.trim()) {
    const { outcome, code } = await ctx.discounts.validate(order.discountCode, cartTotals(priced).subtotalCents);
    if (!outcome.valid || !code)
      throw new AppError('conflict', outcome.valid ? 'This discount code is not valid' : outcome.error);
    discountCents = outcome.discountAmountCents;
    discountCode = code.code;
  }
  // The rate in effect now (the owner's Settings), kept in the payment's totals: the order records it as charged.
  const totals = cartTotals(priced, discountCents, ctx.shop.shippingCents);
  const region = order.shipTo.state.toUpperCase();
  const result = await cartTax(
    ctx.taxFor,
    {
      totals,
      productIds: lines.map((line) => line.productId),
      shipTo: order.shipTo,
      buyerUserId: order.userId,
    },
    ctx.now(),
  );
  const tax: ChargedTax = {
    totalCents: result.totalCents,
    taxableCents: result.taxableCents,
    region,
    components: result.components,
    exemptReason: result.exemptReason,
    lineTaxCents: result.lines.map((line) => line.taxCents),
    shippingTaxCents: result.shippingTaxCents,
  };
  return { totals, discountCode, tax, amountCents: totals.totalCents + tax.totalCents };
}

/** The page's figure against the server's: a different one is a 409 that says the new total, nothing charged. */
export function checkCartAmount(browserAmount: number | undefined, priced: PricedCart, oldMessage: string): void {
  if (browserAmount === undefined || Math.round(browserAmount * 100) === priced.amountCents) return;
  const message =
    priced.tax.totalCents > 0
      ? TAX_MESSAGES.totalChanged(priced.amountCents, priced.tax.totalCents, priced.tax.region)
      : oldMessage;
  throw new AppError('conflict', message, {
    expectedAmount: centsToDecimalString(priced.amountCents),
    taxAmount: centsToDecimalString(priced.tax.totalCents),
  });
}

/** The tax quote the checkout shows for an address (what the payment will charge, to the cent). */
export function taxQuote(priced: PricedCart) {
  return {
    subtotalCents: priced.totals.subtotalCents,
    discountCents: priced.totals.discountCents,
    shippingCents: priced.totals.shippingCents,
    taxCents: priced.tax.totalCents,
    totalCents: priced.amountCents,
    region: priced.tax.region,
    taxLabel: taxRowLabel(priced.tax),
    exemptReason: priced.tax.exemptReason,
  };
}
