/**
 * The sales tax of catalogue orders as the orders module keeps it (orders.tax_cents, tax_region, taxable_cents,
 * tax_components, tax_exempt_reason; the country is shipping_country), and whether a rate was in force for the
 * order's state or province when it was placed (the tax module's tax_rates, newest row not later than the order):
 * what tells "no rate set there" from "nothing in it was taxable". Read across the modules as report-facts.ts does.
 * Custom orders keep theirs the same way (custom_orders.tax_cents and the rest, the country in ship_to: decision 039);
 * a cancelled one counts with what it kept; manual invoices keep a tax amount without a state.
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

/** Whether the order was taxed, exempt, or had a rate in force for its state when placed (`country` its column). */
const rated = (country: SQL) => sql`(jsonb_array_length(o.tax_components) > 0 or o.tax_exempt_reason is not null
  or coalesce((select bool_or((c ->> 'rateThousandths')::int > 0)
    from jsonb_array_elements((select r.components from tax_rates r
      where r.country = ${country} and r.region = o.tax_region and r.effective_from <= o.created_at
      order by r.effective_from desc, r.id desc limit 1)) c
  ), false)) as rated`;

/** The catalogue orders matching `where` (on `o`), oldest first. */
export function catalogueTaxRows(db: Executor, where: SQL): Promise<CatalogueTaxRow[]> {
  return queryRows<CatalogueTaxRow>(
    db,
    sql`select o.id, o.created_at as at, o.shipping_country as country, o.tax_region as region,
        (o.subtotal_cents - o.discount_amount_cents + o.shipping_cents)::int as "salesCents",
        o.total_amount_cents as "totalCents", o.tax_cents as "taxCents", o.taxable_cents as "taxableCents",
        o.tax_exempt_reason as "exemptReason", ${rated(sql`o.shipping_country`)}
      from orders o
      where ${where}
      order by o.created_at, o.id`,
  );
}

/** A custom order's payment's share of its sales tax (`p` the payment, `o` the order: decision 039). */
export const CUSTOM_TAX_SHARE = sql`case p.purpose when 'deposit' then o.deposit_tax_cents
  when 'balance' then o.tax_cents - o.deposit_tax_cents else 0 end`;
/** Captured for the order and kept or refunded since (refunds are netted on their own day), not voided at once. */
const CAPTURED = sql`p.status in ('captured', 'refunded') and p.capture_id is not null and p.custom_order_id = o.id`;
const kept = (amount: SQL) => sql`coalesce((select sum(${amount}) from payments p where ${CAPTURED}), 0)`;
/** What a cancelled order's captured payments carried: its sale is that, its tax their shares (decision 039). */
const KEPT_TAX = kept(CUSTOM_TAX_SHARE);
const KEPT_SALE = kept(sql`p.amount_cents - ${CUSTOM_TAX_SHARE}`);

/**
 * The custom orders matching `where` (on `o`), oldest first: the order's price before tax is its sale; a cancelled
 * order's sale is what its captured payments carried less their tax, taxable in the order's proportion.
 */
export function customTaxRows(db: Executor, where: SQL): Promise<CatalogueTaxRow[]> {
  const cancelled = sql`o.status = 'cancelled'`;
  return queryRows<CatalogueTaxRow>(
    db,
    sql`select o.id, o.created_at as at, o.ship_to ->> 'country' as country, o.tax_region as region,
        (case when ${cancelled} then ${KEPT_SALE} else o.total_price_cents end)::int as "salesCents",
        (case when ${cancelled} then ${KEPT_SALE} + ${KEPT_TAX} else o.total_price_cents + o.tax_cents end)::int
          as "totalCents",
        (case when ${cancelled} then ${KEPT_TAX} else o.tax_cents end)::int as "taxCents",
        (case when ${cancelled} then round(o.taxable_cents::numeric * ${KEPT_SALE} / nullif(o.total_price_cents, 0))
          else o.taxable_cents end)::int as "taxableCents",
        o.tax_exempt_reason as "exemptReason", ${rated(sql`o.ship_to ->> 'country'`)}
      from custom_orders o
      where ${where}
      order by o.created_at, o.id`,
  );
}

/** A cancelled custom order counts in the tax figures only when something was captured for it. */
export const CUSTOM_ORDER_STANDS = sql`(o.status <> 'cancelled' or exists (select 1 from payments p where ${CAPTURED}))`;
