/**
 * The facts the accountant's reports are made of, read across the owning modules' tables (reads for display are
 * allowed: docs/architecture.md; as the receivables read model does): the orders, custom orders and manual invoices
 * placed in a period, the money captured for them and what went back. Nothing here writes.
 *
 * A sale: a catalogue order (PayPal or NET 30), a custom order (its whole price, from the deposit on) or a manual
 * invoice not issued from an order, on the day it was placed. A cancelled custom order's sale is only what was
 * captured for it, a cancelled catalogue order counts only if it was paid (its refunds then come off like any other).
 * Test-mode orders and payments count only in a shop in test mode.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportSaleKind } from '../../../core/schemas/reports';
import { queryRows, type Executor } from '../../db/client';
import { CUSTOM_TAX_SHARE } from './tax-facts';

export interface Window {
  start: Date;
  end: Date;
  testMode: boolean;
}

export interface SaleRow {
  kind: ReportSaleKind;
  id: number;
  at: Date | string;
  goodsCents: number;
  discountCents: number;
  shippingCents: number;
  /** Pins in the order (catalogue units, a custom order's quantity); 0 for an invoice. */
  pins: number;
  /** The sales tax charged on it (a cancelled custom order's: what its captured payments carried). */
  taxCents: number;
}

export interface ProductLineRow {
  productId: number;
  name: string;
  quantity: number;
  salesCents: number;
}

export interface PaymentRow {
  paymentId: number;
  at: Date | string;
  captureId: string;
  paypalOrderId: string | null;
  purpose: 'cart' | 'deposit' | 'balance' | 'invoice';
  amountCents: number;
  payer: string;
  orderId: number | null;
  customOrderId: number | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
}

export interface RefundRow extends Omit<PaymentRow, 'payer' | 'paypalOrderId'> {
  refundId: string | null;
  /** What the payment had given back before this refund (a refund's tax part is taken on the running total). */
  refundedBeforeCents: number;
  /** The refunded sale's total and the tax in it (a custom order's: the payment and its tax share). */
  saleTotalCents: number;
  saleTaxCents: number;
  reason: string;
  /** Refunded at once because the order could not be filled: never a sale, so never netted from one. */
  voided: boolean;
}

const within = (column: SQL, window: Window) =>
  sql`${column} >= ${window.start.toISOString()}::timestamptz and ${column} < ${window.end.toISOString()}::timestamptz`;
const live = (column: SQL, window: Window) => sql`(${column} = false or ${window.testMode}::boolean)`;

/** What was captured for a cancelled order and kept or refunded since (not a payment voided at once). */
const CAPTURED = sql`p.status in ('captured', 'refunded') and p.capture_id is not null`;

/** Every sale placed in the window, oldest first. */
export function saleRows(db: Executor, window: Window): Promise<SaleRow[]> {
  return queryRows<SaleRow>(
    db,
    sql`select * from (
        select 'catalogue' as kind, o.id, o.created_at as at, o.subtotal_cents as "goodsCents",
          o.discount_amount_cents as "discountCents", o.shipping_cents as "shippingCents",
          coalesce((select sum((line ->> 'quantity')::int) from jsonb_array_elements(o.items) line), 0)::int as pins,
          o.tax_cents as "taxCents"
        from orders o
        where ${within(sql`o.created_at`, window)} and ${live(sql`o.test_mode`, window)}
          and (o.status <> 'cancelled' or exists (select 1 from payments p
            where ${CAPTURED} and (p.id = o.payment_id or p.manual_invoice_id = o.manual_invoice_id)))
        union all
        select case when o.quote_request_id is null then 'designed' else 'quoted' end, o.id, o.created_at,
          case when o.status = 'cancelled' then coalesce((select sum(p.amount_cents - ${CUSTOM_TAX_SHARE})
            from payments p where ${CAPTURED} and p.custom_order_id = o.id), 0)
            else o.total_price_cents + o.discount_amount_cents end::int,
          case when o.status = 'cancelled' then 0 else o.discount_amount_cents end, 0, o.quantity,
          case when o.status = 'cancelled' then coalesce((select sum(${CUSTOM_TAX_SHARE}) from payments p
            where ${CAPTURED} and p.custom_order_id = o.id), 0)
            else o.tax_cents end::int
        from custom_orders o
        where ${within(sql`o.created_at`, window)} and ${live(sql`o.test_mode`, window)}
        union all
        select 'invoice', i.id, i.created_at, i.subtotal_cents, 0, 0, 0, i.tax_cents
        from manual_invoices i
        where ${within(sql`i.created_at`, window)}
          and not exists (select 1 from orders o where o.manual_invoice_id = i.id)
      ) sales
      order by at, kind, id`,
  );
}

/** The catalogue lines of the orders placed in the window that still stand (not cancelled, not refunded in full). */
export function productLineRows(db: Executor, window: Window): Promise<ProductLineRow[]> {
  return queryRows<ProductLineRow>(
    db,
    sql`select (line ->> 'productId')::int as "productId",
        (array_agg(line ->> 'name' order by o.created_at desc, o.id desc))[1] as name,
        sum((line ->> 'quantity')::int)::int as quantity,
        sum((line ->> 'quantity')::int * (line ->> 'priceCents')::int)::int as "salesCents"
      from orders o, jsonb_array_elements(o.items) line
      where ${within(sql`o.created_at`, window)} and ${live(sql`o.test_mode`, window)}
        and o.status not in ('cancelled', 'refunded')
      group by 1
      order by "salesCents" desc, quantity desc, "productId"`,
  );
}

/** What a payment paid for: its catalogue order, custom order or invoice (and the invoice's NET 30 order). */
const OWNER_COLUMNS = sql`p.id as "paymentId", p.capture_id as "captureId", p.purpose, p.custom_order_id as "customOrderId",
  coalesce(o.id, io.id) as "orderId", i.id as "invoiceId", i.invoice_number as "invoiceNumber"`;
const OWNER_JOINS = sql`left join orders o on o.payment_id = p.id
  left join manual_invoices i on i.id = p.manual_invoice_id
  left join orders io on io.manual_invoice_id = i.id
  left join custom_orders co on co.id = p.custom_order_id`;

/**
 * The refunded sale's total and tax: its catalogue order's or invoice's; for a custom order, the payment itself and
 * its share of the order's tax (each payment carries its own: decision 039).
 */
const SALE_COLUMNS = sql`coalesce(o.total_amount_cents, io.total_amount_cents, i.total_cents,
    p.amount_cents) as "saleTotalCents", coalesce(o.tax_cents, io.tax_cents, i.tax_cents, case p.purpose
    when 'deposit' then co.deposit_tax_cents when 'balance' then co.tax_cents - co.deposit_tax_cents end, 0)::int
    as "saleTaxCents"`;

/** Every capture taken in the window (kept, refunded since, or refunded at once), in the order it was taken. */
export function paymentRows(db: Executor, window: Window): Promise<PaymentRow[]> {
  const at = sql`coalesce(p.captured_at, p.updated_at)`;
  return queryRows<PaymentRow>(
    db,
    sql`select ${OWNER_COLUMNS}, ${at} as at, p.provider_order_id as "paypalOrderId", p.amount_cents as "amountCents",
        coalesce(o.customer_name, io.customer_name, co.customer_name, i.customer_name, p.payer_email, '') as payer
      from payments p ${OWNER_JOINS}
      where p.capture_id is not null and p.status in ('captured', 'refunded', 'voided')
        and ${within(at, window)} and ${live(sql`p.test_mode`, window)}
      order by ${at}, p.id`,
  );
}

/**
 * Every refund made in the window, in the order it was made: the owner's refunds from the admin (completed, with
 * PayPal's refund id), what PayPal refunded or reversed beyond them, and the payments refunded at once.
 */
export function refundRows(db: Executor, window: Window): Promise<RefundRow[]> {
  const byTheShop = sql`coalesce((select sum(r.amount_cents) from payment_refunds r
    where r.payment_id = p.id and r.status = 'completed'), 0)`;
  return queryRows<RefundRow>(
    db,
    sql`select * from (
        select ${OWNER_COLUMNS}, ${SALE_COLUMNS}, r.updated_at as at, r.amount_cents as "amountCents",
          r.provider_refund_id as "refundId", r.reason, false as voided,
          coalesce((select sum(b.amount_cents) from payment_refunds b where b.payment_id = r.payment_id
            and b.status = 'completed' and (b.updated_at, b.id) < (r.updated_at, r.id)), 0)::int as "refundedBeforeCents"
        from payment_refunds r join payments p on p.id = r.payment_id ${OWNER_JOINS}
        where r.status = 'completed' and ${within(sql`r.updated_at`, window)} and ${live(sql`p.test_mode`, window)}
        union all
        select ${OWNER_COLUMNS}, ${SALE_COLUMNS}, p.updated_at, (p.amount_cents - ${byTheShop})::int, null,
          coalesce(p.details ->> 'refundReason', 'Refunded at PayPal'), p.status = 'voided', ${byTheShop}::int
        from payments p ${OWNER_JOINS}
        where p.capture_id is not null and p.status in ('refunded', 'voided') and p.amount_cents > ${byTheShop}
          and ${within(sql`p.updated_at`, window)} and ${live(sql`p.test_mode`, window)}
      ) refunds
      order by at, "paymentId"`,
  );
}
