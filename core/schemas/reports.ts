/**
 * The accountant's reports (the admin's Reports): the period asked for, and the answers of sales by month and
 * quarter, sales by product and by custom-order kind, and payments received by day. Money in cents, days as
 * 'YYYY-MM-DD' in the shop's days (UTC, core/reports.ts).
 */
import { z } from 'zod';
import { isCalendarDay } from '../dates';
import { isReportPeriod, parsePeriod, periodLabel, quarterKey, type ReportPeriod } from '../reports';
import { CUSTOM_ORDER_TAX_KINDS } from './tax';

export const REPORT_MESSAGES = {
  period: 'A period looks like 2026-Q3 (a quarter), 2026-09 (a month) or 2026 (a year).',
  day: 'Dates look like 2026-03-31 and must be real calendar days.',
  both: 'Choose a period or two dates, not both.',
  pair: 'Give both the first and the last day.',
  order: 'The period must start on or before the day it ends.',
  span: 'A report covers at most 3 years.',
} as const;

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.day)
  .refine(isCalendarDay, REPORT_MESSAGES.day);

/** `period` (2026-Q3, 2026-09, 2026), or `from` and `to` (both days included); neither: this quarter. */
export const reportQuerySchema = z
  .object({
    period: z
      .string()
      .max(7)
      .refine((value) => parsePeriod(value) !== null, REPORT_MESSAGES.period)
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== undefined && (query.from !== undefined || query.to !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: REPORT_MESSAGES.both });
      return;
    }
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.from === undefined ? 'from' : 'to'], message: REPORT_MESSAGES.pair });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    if (!isCalendarDay(query.from) || !isCalendarDay(query.to)) return; // the field's own message says why
    if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.order });
    else if (!isReportPeriod({ from: query.from, to: query.to }))
      ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.span });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The period a valid query names; `today` decides the quarter when it names none. */
export function resolvePeriod(query: ReportQuery, today: string): ReportPeriod {
  if (query.period) return parsePeriod(query.period)!;
  if (query.from && query.to) return { from: query.from, to: query.to };
  return parsePeriod(quarterKey(today))!;
}

/** The period as a report states it, and in the CSV file's name ('2026-Q3', or '2026-07-01_2026-09-30'). */
export const reportPeriodSchema = z.object({ from: z.string(), to: z.string(), label: z.string(), slug: z.string() });
export type ReportPeriodView = z.infer<typeof reportPeriodSchema>;

export function periodView(query: ReportQuery, period: ReportPeriod): ReportPeriodView {
  return {
    ...period,
    label: periodLabel(period),
    slug: query.period ? query.period.toUpperCase() : `${period.from}_${period.to}`,
  };
}

const salesFiguresSchema = z.object({
  orders: z.number().int(),
  goodsCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  salesCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
});
const salesRowSchema = salesFiguresSchema.extend({ key: z.string(), label: z.string() });

export const salesReportSchema = z.object({
  period: reportPeriodSchema,
  months: z.array(salesRowSchema),
  quarters: z.array(salesRowSchema),
  total: salesFiguresSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const REPORT_SALE_KINDS = ['catalogue', ...CUSTOM_ORDER_TAX_KINDS, 'invoice'] as const;
export type ReportSaleKind = (typeof REPORT_SALE_KINDS)[number];
export const REPORT_SALE_KIND_LABELS: Record<ReportSaleKind, string> = {
  catalogue: 'Catalogue orders',
  designed: 'Custom pins designed on the site',
  quoted: 'Custom pins from a quote',
  invoice: 'Manual invoices',
};

export const productsReportSchema = z.object({
  period: reportPeriodSchema,
  /** Catalogue lines of the orders placed in the period, not cancelled or refunded in full, most sold first. */
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      salesCents: z.number().int(),
    }),
  ),
  /** Every kind of sale, custom orders by kind: orders, pins, goods, discounts, sales. */
  kinds: z.array(
    z.object({
      kind: z.enum(REPORT_SALE_KINDS),
      label: z.string(),
      orders: z.number().int(),
      pins: z.number().int(),
      goodsCents: z.number().int(),
      discountCents: z.number().int(),
      salesCents: z.number().int(),
    }),
  ),
});
export type ProductsReport = z.infer<typeof productsReportSchema>;

export const PAYMENT_PURPOSE_LABELS = {
  cart: 'Catalogue order',
  deposit: 'Custom order deposit',
  balance: 'Custom order balance',
  invoice: 'Invoice',
} as const;

export const receivedPaymentSchema = z.object({
  at: z.string(),
  day: z.string(),
  captureId: z.string(),
  paypalOrderId: z.string().nullable(),
  purpose: z.enum(['cart', 'deposit', 'balance', 'invoice']),
  /** C-1001, W-1002, INV-100001; null for a catalogue payment refunded at once (the order could not be filled). */
  reference: z.string().nullable(),
  adminPath: z.string().nullable(),
  payer: z.string(),
  amountCents: z.number().int(),
});
export type ReceivedPayment = z.infer<typeof receivedPaymentSchema>;

export const madeRefundSchema = z.object({
  at: z.string(),
  day: z.string(),
  /** PayPal's refund id; null for a refund made at PayPal (or a chargeback), whose id the shop was not given. */
  refundId: z.string().nullable(),
  captureId: z.string(),
  purpose: z.enum(['cart', 'deposit', 'balance', 'invoice']),
  reference: z.string().nullable(),
  adminPath: z.string().nullable(),
  reason: z.string(),
  amountCents: z.number().int(),
});
export type MadeRefund = z.infer<typeof madeRefundSchema>;

export const paymentsReportSchema = z.object({
  period: reportPeriodSchema,
  days: z.array(
    z.object({
      day: z.string(),
      receivedCents: z.number().int(),
      refundedCents: z.number().int(),
      netCents: z.number().int(),
    }),
  ),
  payments: z.array(receivedPaymentSchema),
  refunds: z.array(madeRefundSchema),
  total: z.object({ receivedCents: z.number().int(), refundedCents: z.number().int(), netCents: z.number().int() }),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

const taxFiguresSchema = z.object({
  salesCents: z.number().int(),
  taxableCents: z.number().int(),
  exemptCents: z.number().int(),
  untaxedCents: z.number().int(),
  taxCents: z.number().int(),
  refundedSalesCents: z.number().int(),
  refundedTaxableCents: z.number().int(),
  refundedExemptCents: z.number().int(),
  refundedUntaxedCents: z.number().int(),
  refundedTaxCents: z.number().int(),
  netTaxableCents: z.number().int(),
  netTaxCents: z.number().int(),
});
const taxPeriodRowSchema = taxFiguresSchema.extend({
  key: z.string(),
  label: z.string(),
  jurisdictions: z.array(
    taxFiguresSchema.extend({
      country: z.enum(['US', 'CA']).nullable(),
      region: z.string().nullable(),
      label: z.string(),
    }),
  ),
});

export const taxReportSchema = z.object({
  period: reportPeriodSchema,
  months: z.array(taxPeriodRowSchema),
  quarters: z.array(taxPeriodRowSchema),
  total: taxFiguresSchema,
  /** Sales the tax report cannot place in a state: the kinds of order that keep no state with their tax. */
  notCovered: z.array(
    z.object({
      kind: z.enum(REPORT_SALE_KINDS),
      label: z.string(),
      orders: z.number().int(),
      salesCents: z.number().int(),
      taxCents: z.number().int(),
    }),
  ),
});
export type TaxReport = z.infer<typeof taxReportSchema>;
