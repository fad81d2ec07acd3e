/**
 * The sales tax each catalogue order was charged, as stored on the order when its payment was created and kept at
 * capture (orders.tax_cents, tax_region, taxable_cents, tax_components, tax_exempt_reason; the country is
 * orders.shipping_country). Tax is part of the total: subtotal - discount + shipping + tax = total.
 */
import { and, gte, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, type OrderTaxComponent } from '../../db/schema';

export interface OrderTaxRow {
  orderId: number;
  createdAt: Date;
  status: string;
  testMode: boolean;
  country: 'US' | 'CA' | null;
  /** The state's or province's code the tax was computed for (null on orders placed before tax was asked). */
  region: string | null;
  totalCents: number;
  taxableCents: number;
  taxCents: number;
  components: OrderTaxComponent[];
  exemptReason: string | null;
}

/** Every live (not archived) catalogue order placed in [from, to), with its tax. */
export async function orderTaxRows(db: Executor, range: { from: Date; to: Date }): Promise<OrderTaxRow[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      testMode: orders.testMode,
      country: orders.shippingCountry,
      region: orders.taxRegion,
      totalCents: orders.totalAmountCents,
      taxableCents: orders.taxableCents,
      taxCents: orders.taxCents,
      components: orders.taxComponents,
      exemptReason: orders.taxExemptReason,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.to), isNull(orders.archivedAt)))
    .orderBy(orders.createdAt, orders.id);
  return rows;
}
