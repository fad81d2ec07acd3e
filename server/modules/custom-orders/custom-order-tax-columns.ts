/** A custom order's tax: its columns from the tax its deposit payment computed, and the pages' view of them. */
import { centsToDollars } from '../../../core/money';
import type { CustomOrderDto } from '../../../core/schemas/orders';
import type { CustomOrderTax } from '../../../core/schemas/tax';
import { customOrderTaxLabel, customPaymentTaxCents } from '../../../core/tax-custom-order';
import type { CustomOrder, NewCustomOrder } from '../../db/schema';

/** None: an order from before tax. */
export function taxColumns(tax: CustomOrderTax | undefined): Partial<NewCustomOrder> {
  if (!tax) return {};
  return {
    taxCents: tax.totalCents,
    depositTaxCents: tax.depositTaxCents,
    taxableCents: tax.taxableCents,
    taxRegion: tax.region,
    taxComponents: tax.components,
    taxExemptReason: tax.exemptReason,
  };
}

/** What the order pages show; null when the order was not taxed and not exempt (no rate in its state). */
export function customOrderTaxDto(order: CustomOrder): CustomOrderDto['tax'] {
  if (order.taxCents <= 0 && !order.taxExemptReason) return null;
  return {
    label: customOrderTaxLabel(order),
    amount: centsToDollars(order.taxCents),
    depositTax: centsToDollars(order.depositTaxCents),
    balanceTax: centsToDollars(customPaymentTaxCents(order, 'balance')),
    totalWithTax: centsToDollars(order.totalPriceCents + order.taxCents),
    exemptReason: order.taxExemptReason,
  };
}
