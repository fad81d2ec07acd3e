/**
 * The accountant's reports, the arithmetic: a period ('2026-Q3', '2026-09', '2026' or two days), the month and
 * quarter of a day, and sales grouped by month and quarter with refunds netted. Pure (no clock, no I/O).
 *
 * The shop's days are UTC calendar days, as everywhere else on the server (receivables' due days, statements'
 * periods, the dashboard's weeks, analytics' days): a sale at 23:59 UTC on September 30 is in Q3.
 */
import { addDays, isCalendarDay, isoDate } from './dates';
import { MONTHS as MONTH_NAMES } from './en-us-dates';

/** Both ends included, 'YYYY-MM-DD'. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The longest period a report covers (3 years of days), so one request cannot read the shop's whole history. */
export const MAX_REPORT_DAYS = 3 * 366;

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => isoDate(new Date(Date.UTC(year, month, 0)));

/** '2026' (a year), '2026-Q3' (a quarter) or '2026-09' (a month) as its first and last day; null for anything else. */
export function parsePeriod(text: string): ReportPeriod | null {
  const year = /^(\d{4})$/.exec(text);
  if (year) return { from: `${year[1]}-01-01`, to: `${year[1]}-12-31` };
  const quarter = /^(\d{4})-Q([1-4])$/i.exec(text);
  if (quarter) {
    const y = Number(quarter[1]);
    const first = (Number(quarter[2]) - 1) * 3 + 1;
    return { from: `${y}-${pad(first)}-01`, to: lastDayOfMonth(y, first + 2) };
  }
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month && Number(month[2]) >= 1 && Number(month[2]) <= 12) {
    const y = Number(month[1]);
    return { from: `${y}-${month[2]}-01`, to: lastDayOfMonth(y, Number(month[2])) };
  }
  return null;
}

/** Whole days in the period, both ends counted. */
export function periodDays({ from, to }: ReportPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Both days real, in order, and at most MAX_REPORT_DAYS long. */
export function isReportPeriod(period: ReportPeriod): boolean {
  return (
    isCalendarDay(period.from) &&
    isCalendarDay(period.to) &&
    period.from <= period.to &&
    periodDays(period) <= MAX_REPORT_DAYS
  );
}

/** The shop's calendar day of a moment. */
export const shopDay = (at: Date): string => isoDate(at);

/** The moments the period runs over: its first day's midnight, and the midnight after its last day (not in it). */
export function periodBounds({ from, to }: ReportPeriod): { start: Date; end: Date } {
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
}

/** The quarter a day is in, when no period is asked for: '2026-Q4'. */
export const quarterKey = (day: string): string =>
  `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
export const monthKey = (day: string): string => day.slice(0, 7);

/** 'September 2026'. */
export const monthLabel = (key: string): string => `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
/** 'Q3 2026 (July–September)'. */
export function quarterLabel(key: string): string {
  const first = (Number(key.slice(6)) - 1) * 3;
  return `Q${key.slice(6)} ${key.slice(0, 4)} (${MONTH_NAMES[first]}–${MONTH_NAMES[first + 2]})`;
}

/** 'September 1–30, 2026', 'July 1 – September 30, 2026', 'December 15, 2025 – January 14, 2026'. */
export function periodLabel({ from, to }: ReportPeriod): string {
  const part = (day: string) => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;
  if (from === to) return `${part(from)}, ${from.slice(0, 4)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${part(from)}–${Number(to.slice(8, 10))}, ${to.slice(0, 4)}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${part(from)} – ${part(to)}, ${to.slice(0, 4)}`;
  return `${part(from)}, ${from.slice(0, 4)} – ${part(to)}, ${to.slice(0, 4)}`;
}

/** Every month ('YYYY-MM') the period touches, in order. */
export function monthsOf({ from, to }: ReportPeriod): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${pad(month)}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Every quarter ('YYYY-QN') the period touches, in order. */
export const quartersOf = (period: ReportPeriod): string[] => [
  ...new Set(monthsOf(period).map((month) => quarterKey(`${month}-01`))),
];

/** One order's (or invoice's) sale, on the day it was placed. */
export interface SaleFact {
  day: string;
  /** The goods before the order's discount: catalogue lines after tiers, a custom order's price with its rush fee. */
  goodsCents: number;
  discountCents: number;
  shippingCents: number;
}

/** Money given back to a customer for a sale, on the day it went back. */
export interface RefundFact {
  day: string;
  amountCents: number;
}

/** A month's, a quarter's or the period's figures. */
export interface SalesFigures {
  orders: number;
  goodsCents: number;
  discountCents: number;
  shippingCents: number;
  /** Goods less discounts plus shipping. */
  salesCents: number;
  refundsCents: number;
  /** Sales less refunds. */
  netCents: number;
}

export interface SalesRow extends SalesFigures {
  key: string;
  label: string;
}

export interface SalesByPeriod {
  months: SalesRow[];
  quarters: SalesRow[];
  total: SalesFigures;
}

const emptyFigures = (): SalesFigures => ({
  orders: 0,
  goodsCents: 0,
  discountCents: 0,
  shippingCents: 0,
  salesCents: 0,
  refundsCents: 0,
  netCents: 0,
});

function addSale(figures: SalesFigures, sale: SaleFact): void {
  const sales = sale.goodsCents - sale.discountCents + sale.shippingCents;
  figures.orders += 1;
  figures.goodsCents += sale.goodsCents;
  figures.discountCents += sale.discountCents;
  figures.shippingCents += sale.shippingCents;
  figures.salesCents += sales;
  figures.netCents += sales;
}

function addRefund(figures: SalesFigures, refund: RefundFact): void {
  figures.refundsCents += refund.amountCents;
  figures.netCents -= refund.amountCents;
}

/**
 * Sales by month and by quarter of the period, with every month and quarter it touches (an empty one reads 0), and
 * the period's total. A refund comes off the month it was made in, as a sales tax return takes it: a sale in one
 * quarter refunded in the next lowers the next quarter's net. Facts outside the period are left out.
 */
export function salesByPeriod(
  period: ReportPeriod,
  sales: readonly SaleFact[],
  refunds: readonly RefundFact[],
): SalesByPeriod {
  const months = new Map(monthsOf(period).map((key) => [key, { key, label: monthLabel(key), ...emptyFigures() }]));
  const quarters = new Map(
    quartersOf(period).map((key) => [key, { key, label: quarterLabel(key), ...emptyFigures() }]),
  );
  const total = emptyFigures();
  const inPeriod = (day: string) => day >= period.from && day <= period.to;
  for (const sale of sales.filter((fact) => inPeriod(fact.day))) {
    for (const figures of [months.get(monthKey(sale.day))!, quarters.get(quarterKey(sale.day))!, total])
      addSale(figures, sale);
  }
  for (const refund of refunds.filter((fact) => inPeriod(fact.day))) {
    for (const figures of [months.get(monthKey(refund.day))!, quarters.get(quarterKey(refund.day))!, total])
      addRefund(figures, refund);
  }
  return { months: [...months.values()], quarters: [...quarters.values()], total };
}

/** Money in and out on one day: what was captured, what went back, and the difference. */
export interface DayMoney {
  day: string;
  receivedCents: number;
  refundedCents: number;
  netCents: number;
}

/** Days with money moving, oldest first, from the captures and refunds of the period. */
export function moneyByDay(
  received: readonly { day: string; amountCents: number }[],
  refunded: readonly { day: string; amountCents: number }[],
): DayMoney[] {
  const days = new Map<string, DayMoney>();
  const of = (day: string) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, receivedCents: 0, refundedCents: 0, netCents: 0 }));
    return entry;
  };
  for (const payment of received) {
    const entry = of(payment.day);
    entry.receivedCents += payment.amountCents;
    entry.netCents += payment.amountCents;
  }
  for (const refund of refunded) {
    const entry = of(refund.day);
    entry.refundedCents += refund.amountCents;
    entry.netCents -= refund.amountCents;
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** The periods the Reports page offers, newest first: 8 quarters, 12 months and 2 years back from `today`. */
export function recentPeriods(today: string): { value: string; label: string }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarters = Array.from({ length: 8 }, (_, back) => {
    const index = year * 4 + Math.floor((month - 1) / 3) - back;
    const key = `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
    return { value: key, label: quarterLabel(key) };
  });
  const months = Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + month - 1 - back;
    const key = `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
    return { value: key, label: monthLabel(key) };
  });
  const years = [year, year - 1].map((each) => ({ value: String(each), label: `The year ${each}` }));
  return [...quarters, ...months, ...years];
}
