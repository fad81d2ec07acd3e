/**
 * What a NET 30 order costs, decided by the server as a card checkout's is: the lines at their tiers, the code
 * checked again, the shipping rate in effect, and the sales tax for the ship-to's state or province (the tax
 * module's taxFor, at the time of ordering). The page's total is only checked against it: another figure is a 409
 * that says the new total, and nothing is ordered.
 */
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import { cartTotals, type CartTotals } from '../../../core/pricing/cart';
import { taxTotalChanged } from '../../../core/tax-summary';
import type { Database } from '../../db/client';
import type { OrderItem, OrderTaxComponent } from '../../db/schema';
import type { CartService } from '../cart';
import type { DiscountService } from '../discounts';
import { cartTax, type TaxFor } from '../tax';
import type { InvoiceRequestInput } from './invoice-orders';

export interface PricedInvoiceOrder {
  totals: CartTotals;
  discountCode: string | null;
  items: OrderItem[];
  tax: {
    totalCents: number;
    taxableCents: number;
    region: string;
    components: OrderTaxComponent[];
    exemptReason: string | null;
  };
  /** What the invoice will ask for: the cart's total with its tax. */
  totalCents: number;
}

export async function priceInvoiceOrder(
  deps: { db: Database; discounts: DiscountService; shippingCents: number; taxFor: TaxFor; now: () => Date },
  lines: Awaited<ReturnType<CartService['list']>>,
  body: InvoiceRequestInput,
  userId: number,
): Promise<PricedInvoiceOrder> {
  const priced = lines.map((line) => ({ unitPriceCents: line.product.priceCents, quantity: line.quantity }));
  let discountCents = 0;
  let discountCode: string | null = null;
  if (lines.length > 0 && body.discountCode?.trim()) {
    const { outcome, code } = await deps.discounts.validate(
      body.discountCode,
      cartTotals(priced).subtotalCents,
      body.customer.email,
    );
    if (!outcome.valid || !code) {
      throw new AppError('conflict', outcome.valid ? 'This discount code is not valid' : outcome.error);
    }
    discountCents = outcome.discountAmountCents;
    discountCode = code.code;
  }
  const totals = cartTotals(priced, discountCents, deps.shippingCents);
  const region = body.customer.state.toUpperCase();
  const result = await cartTax(
    deps.taxFor,
    {
      totals,
      productIds: lines.map((line) => line.productId),
      shipTo: { country: body.customer.country, state: region },
      buyerUserId: userId,
    },
    deps.now(),
  );
  const totalCents = totals.totalCents + result.totalCents;
  if (lines.length > 0 && body.amount !== undefined && Math.round(body.amount * 100) !== totalCents) {
    throw new AppError(
      'conflict',
      result.totalCents > 0
        ? taxTotalChanged(totalCents, result.totalCents, region)
        : `The amount does not match your order total of ${formatUsd(totalCents)}. Please refresh the page and try again.`,
    );
  }
  const items: OrderItem[] = lines.map((line, index) => ({
    productId: line.productId,
    name: line.product.name,
    quantity: line.quantity,
    priceCents: totals.lines[index]!.tierUnitPriceCents,
    listPriceCents: line.product.priceCents,
  }));
  return {
    totals,
    discountCode,
    items,
    tax: {
      totalCents: result.totalCents,
      taxableCents: result.taxableCents,
      region,
      components: result.components,
      exemptReason: result.exemptReason,
    },
    totalCents,
  };
}
