/**
 * The reports as the accountant's CSV files: words for the headings and the kinds, dollars as plain decimals (USD),
 * days as 'YYYY-MM-DD' in the shop's days (UTC), PayPal's ids as PayPal shows them.
 */
import type { Readable } from 'node:stream';
import { centsToDecimalString } from '../../../core/money';
import {
  PAYMENT_PURPOSE_LABELS,
  type PaymentsReport,
  type ProductsReport,
  type SalesReport,
  type TaxReport,
} from '../../../core/schemas/reports';
import { csvFileStream } from '../marketing';

type Cell = string | number | null;
const PAGE = 500;
/**
 * Dollars as a spreadsheet reads them; a negative amount (a month whose refunds passed its sales) in the accountant's
 * parentheses, "(12.50)": a leading minus would be written "'-12.50" by the formula guard, as text.
 */
const usd = (cents: number) => (cents < 0 ? `(${centsToDecimalString(-cents)})` : centsToDecimalString(cents));

/** A report's rows written a page at a time (the rows are already read: one report is at most three years). */
function pagedCsv(headers: readonly string[], rows: readonly Cell[][]): Readable {
  return csvFileStream<{ index: number; row: Cell[] }>(
    headers,
    async (after) => {
      const from = after ? after.index + 1 : 0;
      return rows.slice(from, from + PAGE).map((row, offset) => ({ index: from + offset, row }));
    },
    ({ row }) => row,
  );
}

export function salesCsv(report: SalesReport): Readable {
  const line = (kind: string, label: string, figures: SalesReport['total']): Cell[] => [
    kind,
    label,
    figures.orders,
    usd(figures.goodsCents),
    usd(figures.discountCents),
    usd(figures.shippingCents),
    usd(figures.salesCents),
    usd(figures.refundsCents),
    usd(figures.netCents),
  ];
  return pagedCsv(
    [
      'Month or quarter',
      'Period',
      'Orders placed',
      'Goods (USD)',
      'Discounts (USD)',
      'Shipping (USD)',
      'Sales (USD)',
      'Refunds (USD)',
      'Net sales (USD)',
    ],
    [
      ...report.months.map((row) => line('Month', row.label, row)),
      ...report.quarters.map((row) => line('Quarter', row.label, row)),
      line('Total', report.period.label, report.total),
    ],
  );
}

export function productsCsv(report: ProductsReport): Readable {
  return pagedCsv(
    ['What was sold', 'Name', 'Orders', 'Pins', 'Goods (USD)', 'Discounts (USD)', 'Sales (USD)', 'Product id'],
    [
      ...report.products.map((product): Cell[] => [
        'Catalogue product',
        product.name,
        null,
        product.quantity,
        usd(product.salesCents),
        null,
        null,
        product.productId,
      ]),
      ...report.kinds.map((kind): Cell[] => [
        'Kind of order',
        kind.label,
        kind.orders,
        kind.pins,
        usd(kind.goodsCents),
        usd(kind.discountCents),
        usd(kind.salesCents),
        null,
      ]),
    ],
  );
}

export function paymentsCsv(report: PaymentsReport, publicUrl: string): Readable {
  const link = (path: string | null) => (path ? `${publicUrl}${path}` : null);
  const moves = [
    ...report.payments.map((payment) => ({
      at: payment.at,
      row: [
        payment.day,
        payment.at.slice(11, 19),
        'Payment received',
        usd(payment.amountCents),
        null,
        payment.captureId,
        null,
        payment.paypalOrderId,
        PAYMENT_PURPOSE_LABELS[payment.purpose],
        payment.reference,
        payment.payer,
        link(payment.adminPath),
      ] as Cell[],
    })),
    ...report.refunds.map((refund) => ({
      at: refund.at,
      row: [
        refund.day,
        refund.at.slice(11, 19),
        'Refund',
        null,
        usd(refund.amountCents),
        refund.captureId,
        refund.refundId ?? 'Not given to the shop (refunded at PayPal)',
        null,
        PAYMENT_PURPOSE_LABELS[refund.purpose],
        refund.reference,
        refund.reason,
        link(refund.adminPath),
      ] as Cell[],
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return pagedCsv(
    [
      'Date',
      'Time (UTC)',
      'What',
      'Received (USD)',
      'Refunded (USD)',
      'PayPal capture id',
      'PayPal refund id',
      'PayPal order id',
      'Paid for',
      'Order or invoice',
      'Customer or reason',
      'Admin link',
    ],
    moves.map((move) => move.row),
  );
}

export function taxCsv(report: TaxReport): Readable {
  const figures = (row: TaxReport['total']): Cell[] => [
    usd(row.salesCents),
    usd(row.taxableCents),
    usd(row.exemptCents),
    usd(row.untaxedCents),
    usd(row.taxCents),
    usd(row.refundedSalesCents),
    usd(row.refundedTaxableCents),
    usd(row.refundedTaxCents),
    usd(row.netTaxableCents),
    usd(row.netTaxCents),
  ];
  const rows = (kind: string, periods: TaxReport['months']): Cell[][] =>
    periods.flatMap((period) => [
      ...period.jurisdictions.map((where) => [kind, period.label, where.label, ...figures(where)]),
      [kind, period.label, 'All states and provinces', ...figures(period)],
    ]);
  return pagedCsv(
    [
      'Month or quarter',
      'Period',
      'State or province',
      'Sales (USD)',
      'Taxable (USD)',
      'Exempt (USD)',
      'No rate set (USD)',
      'Tax charged (USD)',
      'Refunded sales (USD)',
      'Refunded taxable (USD)',
      'Tax refunded (USD)',
      'Net taxable (USD)',
      'Net tax (USD)',
    ],
    [
      ...rows('Month', report.months),
      ...rows('Quarter', report.quarters),
      ['Total', report.period.label, 'All states and provinces', ...figures(report.total)],
      ...report.notCovered
        .filter((kind) => kind.orders > 0)
        .map((kind): Cell[] => [
          'Not in the tax report',
          report.period.label,
          `${kind.label}: no state kept (${kind.orders} orders)`,
          usd(kind.salesCents),
          null,
          null,
          null,
          usd(kind.taxCents),
          null,
          null,
          null,
          null,
          null,
        ]),
    ],
  );
}
