/**
 * The sales tax of catalogue orders as the orders module keeps it (orders.tax_cents, tax_region, taxable_cents,
 * tax_components, tax_exempt_reason; the country is shipping_country), and whether a rate was in force for the
 * order's state or province when it was placed (the tax module's tax_rates, newest row not later than the order):
 * what tells "no rate set there" from "nothing in it was taxable". Read across the modules as report-facts.ts does.
 * Custom orders keep no tax yet; manual invoices keep a tax amount without a state.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ShippingCountry } from '../../../core/addresses';
import { queryRows, type Executor } from '../../db/client';

export interface CatalogueTaxRow {
  id: number;
  at: Date | string;
  country: ShippingCountry | null;
  region: string | null;
  /** Goods less discount plus shipping: the sale, tax left out. */
  salesCents: number;
  totalCents: number;
  taxCents: number;
  taxableCents: number;
  exemptReason: string | null;
  rated: boolean;
}

/** The catalogue orders matching `where` (on `o`), oldest first. */
export function catalogueTaxRows(db: Executor, where: SQL): Promise<CatalogueTaxRow[]> {
  return queryRows<CatalogueTaxRow>(
    db,
    sql`select o.id, o.created_at as at, o.shipping_country as country, o.tax_region as region,
        (o.subtotal_cents - o.discount_amount_cents + o.shipping_cents)::int as "salesCents",
        o.total_amount_cents as "totalCents", o.tax_cents as "taxCents", o.taxable_cents as "taxableCents",
        o.tax_exempt_reason as "exemptReason",
        (jsonb_array_length(o.tax_components) > 0 or o.tax_exempt_reason is not null or coalesce((
          select bool_or((c ->> 'rateThousandths')::int > 0)
          from jsonb_array_elements((select r.components from tax_rates r
            where r.country = o.shipping_country and r.region = o.tax_region and r.effective_from <= o.created_at
            order by r.effective_from desc, r.id desc limit 1)) c
        ), false)) as rated
      from orders o
      where ${where}
      order by o.created_at, o.id`,
  );
}
