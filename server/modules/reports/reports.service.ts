/**
 * The accountant's reports: sales by month and quarter with refunds netted, sales by product and by kind of order,
 * payments received and refunds made by day with PayPal's ids. A read model with no table of its own (like the
 * receivables): the facts come from report-facts.ts, the arithmetic from core/reports.ts. "Now" (which quarter a
 * report without a period shows) is the service's clock.
 */
import { sql } from 'drizzle-orm';
import { adminPath } from '../../../core/admin-links';
import { orderNumber } from '../../../core/order-numbers';
import { moneyByDay, periodBounds, salesByPeriod, shopDay, type ReportPeriod } from '../../../core/reports';
import {
  periodView,
  REPORT_SALE_KIND_LABELS,
  REPORT_SALE_KINDS,
  resolvePeriod,
  type MadeRefund,
  type PaymentsReport,
  type ProductsReport,
  type ReceivedPayment,
  type ReportQuery,
  type SalesReport,
  type TaxReport,
} from '../../../core/schemas/reports';
import { refundSplit, taxByPeriod, taxSplit, type TaxRefundFact } from '../../../core/tax-report';
import type { Database } from '../../db/client';
import {
  paymentRows,
  productLineRows,
  refundRows,
  saleRows,
  type PaymentRow,
  type RefundRow,
  type Window,
} from './report-facts';
import { catalogueTaxRows, CUSTOM_ORDER_STANDS, customTaxRows, type CatalogueTaxRow } from './tax-facts';

export interface ReportsDeps {
  db: Database;
  /** A live shop leaves out orders and payments made through the PayPal stand-in; a shop in test mode counts them. */
  testMode: boolean;
  now: () => Date;
}

/** A moment as the reports give it: exact (ISO), and its day in the shop's days. */
const when = (value: Date | string) => ({ at: new Date(value).toISOString(), day: shopDay(new Date(value)) });

/** The order or invoice a payment paid for, as the owner quotes it, and its page in the admin. */
function ownerOf(row: Pick<PaymentRow, 'orderId' | 'customOrderId' | 'invoiceId' | 'invoiceNumber'>) {
  if (row.orderId !== null)
    return {
      reference: orderNumber('catalogue', row.orderId),
      adminPath: adminPath({ kind: 'catalogue-order', id: row.orderId }),
    };
  if (row.customOrderId !== null)
    return {
      reference: orderNumber('custom', row.customOrderId),
      adminPath: adminPath({ kind: 'custom-order', id: row.customOrderId }),
    };
  if (row.invoiceId !== null)
    return { reference: row.invoiceNumber, adminPath: adminPath({ kind: 'invoice', id: row.invoiceId }) };
  return { reference: null, adminPath: null };
}

/** A refund of a sale (not a payment refunded at once) as the sale it undid, its tax part left out. */
function saleRefund(refund: RefundRow) {
  const split = refundSplit(refund, {
    salesCents: refund.saleTotalCents - refund.saleTaxCents,
    taxableCents: 0,
    exemptCents: 0,
    untaxedCents: refund.saleTotalCents - refund.saleTaxCents,
    totalCents: refund.saleTotalCents,
    taxCents: refund.saleTaxCents,
  });
  return { day: shopDay(new Date(refund.at)), amountCents: split.salesCents };
}

/** An order's sale as the tax report reads it: its jurisdiction and its split. */
const taxedSale = (order: CatalogueTaxRow) => ({
  country: order.country,
  region: order.region,
  ...taxSplit(order),
});

/**
 * Refunds of custom orders' payments as the tax report reads them: each payment carries its share of the order's
 * tax (decision 039), so a refund's tax part is taken on the payment, its sale part split like the order's.
 */
async function customRefundFacts(db: Database, refunds: RefundRow[]): Promise<TaxRefundFact[]> {
  if (refunds.length === 0) return [];
  const ids = sql.join(
    refunds.map((refund) => sql`${refund.customOrderId}`),
    sql`, `,
  );
  const byId = new Map((await customTaxRows(db, sql`o.id in (${ids})`)).map((order) => [order.id, order]));
  return refunds.flatMap((refund) => {
    const order = byId.get(refund.customOrderId!);
    if (!order) return [];
    const split = refundSplit(refund, {
      ...taxSplit(order),
      totalCents: refund.saleTotalCents,
      taxCents: refund.saleTaxCents,
    });
    return [{ day: shopDay(new Date(refund.at)), country: order.country, region: order.region, ...split }];
  });
}

export function createReportsService({ db, testMode, now }: ReportsDeps) {
  function windowOf(query: ReportQuery): { period: ReportPeriod; window: Window } {
    const period = resolvePeriod(query, shopDay(now()));
    return { period, window: { ...periodBounds(period), testMode } };
  }

  return {
    /** Sales by month and quarter: goods, discounts, shipping, refunds made in each, and what is left. */
    async sales(query: ReportQuery): Promise<SalesReport> {
      const { period, window } = windowOf(query);
      const [sales, refunds] = await Promise.all([saleRows(db, window), refundRows(db, window)]);
      const byPeriod = salesByPeriod(
        period,
        sales.map((sale) => ({ ...sale, day: shopDay(new Date(sale.at)) })),
        refunds.filter((refund) => !refund.voided).map(saleRefund),
      );
      return { period: periodView(query, period), ...byPeriod };
    },

    /** Catalogue sales by product, and every kind of sale (custom orders by kind) with its orders and pins. */
    async products(query: ReportQuery): Promise<ProductsReport> {
      const { period, window } = windowOf(query);
      const [products, sales] = await Promise.all([productLineRows(db, window), saleRows(db, window)]);
      const kinds = REPORT_SALE_KINDS.map((kind) => {
        const ofKind = sales.filter((sale) => sale.kind === kind);
        const sum = (pick: (sale: (typeof ofKind)[number]) => number) =>
          ofKind.reduce((total, sale) => total + pick(sale), 0);
        return {
          kind,
          label: REPORT_SALE_KIND_LABELS[kind],
          orders: ofKind.length,
          pins: sum((sale) => sale.pins),
          goodsCents: sum((sale) => sale.goodsCents),
          discountCents: sum((sale) => sale.discountCents),
          salesCents: sum((sale) => sale.goodsCents - sale.discountCents + sale.shippingCents),
        };
      });
      return { period: periodView(query, period), products, kinds };
    },

    /**
     * Sales tax by month and quarter, per state or province: catalogue and custom orders' sales split into taxable, exempt and
     * untaxed, the tax charged, and refunds (their tax part and the sale they undid) in the month they were made.
     */
    async tax(query: ReportQuery): Promise<TaxReport> {
      const { period, window } = windowOf(query);
      const live = sql`(o.test_mode = false or ${testMode}::boolean)`;
      const placed = sql`o.created_at >= ${window.start.toISOString()}::timestamptz
          and o.created_at < ${window.end.toISOString()}::timestamptz and ${live}`;
      const [orders, customs, refunds, sales] = await Promise.all([
        catalogueTaxRows(db, placed),
        // A custom order in the figures from its deposit on; a cancelled one with what it kept, as in the sales report.
        customTaxRows(db, sql`${placed} and ${CUSTOM_ORDER_STANDS}`),
        refundRows(db, window),
        saleRows(db, window),
      ]);
      const counted = new Set(sales.filter((sale) => sale.kind === 'catalogue').map((sale) => sale.id));
      const customRefunds = await customRefundFacts(
        db,
        refunds.filter((refund) => !refund.voided && refund.customOrderId !== null),
      );
      const orderRefunds = refunds.filter((refund) => !refund.voided && refund.orderId !== null);
      const refunded = new Map(
        (orderRefunds.length === 0
          ? []
          : await catalogueTaxRows(
              db,
              sql`o.id in (${sql.join(
                orderRefunds.map((refund) => sql`${refund.orderId}`),
                sql`, `,
              )})`,
            )
        ).map((order) => [order.id, order]),
      );
      const refundFacts: TaxRefundFact[] = orderRefunds.flatMap((refund) => {
        const order = refunded.get(refund.orderId!);
        if (!order) return [];
        const split = refundSplit(refund, {
          ...taxSplit(order),
          totalCents: order.totalCents,
          taxCents: order.taxCents,
        });
        return [{ day: shopDay(new Date(refund.at)), country: order.country, region: order.region, ...split }];
      });
      const byPeriod = taxByPeriod(
        period,
        [...orders.filter((order) => counted.has(order.id)), ...customs].map((order) => ({
          day: shopDay(new Date(order.at)),
          ...taxedSale(order),
          taxCents: order.taxCents,
        })),
        [...refundFacts, ...customRefunds],
      );
      const notCovered = (['invoice'] as const).map((kind) => {
        const ofKind = sales.filter((sale) => sale.kind === kind);
        return {
          kind,
          label: REPORT_SALE_KIND_LABELS[kind],
          orders: ofKind.length,
          salesCents: ofKind.reduce(
            (total, sale) => total + sale.goodsCents - sale.discountCents + sale.shippingCents,
            0,
          ),
          taxCents: ofKind.reduce((total, sale) => total + sale.taxCents, 0),
        };
      });
      return { period: periodView(query, period), ...byPeriod, notCovered };
    },

    /** Every capture and every refund of the period, with PayPal's ids, and the money in and out of each day. */
    async payments(query: ReportQuery): Promise<PaymentsReport> {
      const { period, window } = windowOf(query);
      const [paymentFacts, refundFacts] = await Promise.all([paymentRows(db, window), refundRows(db, window)]);
      const payments: ReceivedPayment[] = paymentFacts.map((row) => ({
        ...when(row.at),
        captureId: row.captureId,
        paypalOrderId: row.paypalOrderId,
        purpose: row.purpose,
        ...ownerOf(row),
        payer: row.payer,
        amountCents: row.amountCents,
      }));
      const refunds: MadeRefund[] = refundFacts.map((row) => ({
        ...when(row.at),
        refundId: row.refundId,
        captureId: row.captureId,
        purpose: row.purpose,
        ...ownerOf(row),
        reason: row.reason,
        amountCents: row.amountCents,
      }));
      const days = moneyByDay(payments, refunds);
      const receivedCents = days.reduce((total, day) => total + day.receivedCents, 0);
      const refundedCents = days.reduce((total, day) => total + day.refundedCents, 0);
      return {
        period: periodView(query, period),
        days,
        payments,
        refunds,
        total: { receivedCents, refundedCents, netCents: receivedCents - refundedCents },
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
