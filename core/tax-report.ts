/**
 * The sales tax report's arithmetic: each order's sale split into taxable, exempt and untaxed (no rate in its state),
 * each refund split into the tax it gave back and the sale it undid, and both added up by month and by quarter, per
 * state or province. Pure, in integer cents. Refunds come off the month they were made in, in the jurisdiction of
 * the order they refunded; their tax part is the one rule of core/tax-summary.ts (in proportion to the amount
 * refunded, all of it on a full refund), taken on the running total of the payment's refunds.
 */
import { REGIONS, type ShippingCountry } from './addresses';
import { monthKey, monthLabel, monthsOf, quarterKey, quarterLabel, quartersOf, type ReportPeriod } from './reports';
import { allocateCents } from './tax';
import { taxRefundedCents } from './tax-summary';

/** What a sale was, for tax. The parts add up to salesCents (goods less discount plus shipping, tax left out). */
export interface TaxSplit {
  salesCents: number;
  /** The amount the rates applied to. */
  taxableCents: number;
  /** Exempt: the whole sale under an approved certificate, else the items and shipping the state does not tax. */
  exemptCents: number;
  /** Sold into a state or province with no rate set (or before the shop recorded the tax). */
  untaxedCents: number;
}

/** An order as the tax columns keep it. */
export interface TaxedSale {
  salesCents: number;
  taxCents: number;
  taxableCents: number;
  /** An approved certificate made the tax 0. */
  exemptReason: string | null;
  /** A rate was in force for its state or province when it was placed. */
  rated: boolean;
}

export function taxSplit(sale: TaxedSale): TaxSplit {
  const { salesCents } = sale;
  if (sale.exemptReason) return { salesCents, taxableCents: 0, exemptCents: salesCents, untaxedCents: 0 };
  if (!sale.rated) return { salesCents, taxableCents: 0, exemptCents: 0, untaxedCents: salesCents };
  const taxableCents = Math.min(sale.taxableCents, salesCents);
  return { salesCents, taxableCents, exemptCents: salesCents - taxableCents, untaxedCents: 0 };
}

/** A refund: its amount and what the payment had already given back before it. */
export interface RefundInput {
  amountCents: number;
  refundedBeforeCents: number;
}

export interface RefundSplit extends TaxSplit {
  taxCents: number;
}

/**
 * What a refund undid: its tax part (the running total's rule, so partial refunds add up to a full one's), and the
 * rest of it as sale, spread over the sale's taxable, exempt and untaxed parts in proportion.
 */
export function refundSplit(
  refund: RefundInput,
  sale: TaxSplit & { totalCents: number; taxCents: number },
): RefundSplit {
  const before = taxRefundedCents(refund.refundedBeforeCents, sale.totalCents, sale.taxCents);
  const after = taxRefundedCents(refund.refundedBeforeCents + refund.amountCents, sale.totalCents, sale.taxCents);
  const taxCents = after - before;
  const salesCents = refund.amountCents - taxCents;
  const weights = [sale.taxableCents, sale.exemptCents, sale.untaxedCents];
  const [taxableCents, exemptCents, untaxedCents] = weights.some((weight) => weight > 0)
    ? allocateCents(salesCents, weights)
    : [0, 0, salesCents];
  return { salesCents, taxableCents: taxableCents!, exemptCents: exemptCents!, untaxedCents: untaxedCents!, taxCents };
}

/** Where a sale was taxed: its state or province (null: not recorded, an order from before the tax was kept). */
export interface Jurisdiction {
  country: ShippingCountry | null;
  region: string | null;
}

/** 'California (US)', 'British Columbia (Canada)', 'No state recorded'. */
export function jurisdictionLabel({ country, region }: Jurisdiction): string {
  if (!country || !region) return 'No state recorded';
  const name = REGIONS[country].find((each) => each.code === region)?.name ?? region;
  return `${name} (${country === 'US' ? 'US' : 'Canada'})`;
}

export interface TaxFigures {
  salesCents: number;
  taxableCents: number;
  exemptCents: number;
  untaxedCents: number;
  taxCents: number;
  refundedSalesCents: number;
  refundedTaxableCents: number;
  refundedExemptCents: number;
  refundedUntaxedCents: number;
  refundedTaxCents: number;
  /** Taxable sales less the taxable part of refunds; tax charged less tax refunded. */
  netTaxableCents: number;
  netTaxCents: number;
}

export interface JurisdictionFigures extends TaxFigures, Jurisdiction {
  label: string;
}

export interface TaxPeriodRow extends TaxFigures {
  key: string;
  label: string;
  /** Each state or province with a sale or a refund in the month or quarter, by label. */
  jurisdictions: JurisdictionFigures[];
}

export interface TaxByPeriod {
  months: TaxPeriodRow[];
  quarters: TaxPeriodRow[];
  total: TaxFigures;
}

export type TaxSaleFact = Jurisdiction & TaxSplit & { day: string; taxCents: number };
export type TaxRefundFact = Jurisdiction & RefundSplit & { day: string };

const emptyFigures = (): TaxFigures => ({
  salesCents: 0,
  taxableCents: 0,
  exemptCents: 0,
  untaxedCents: 0,
  taxCents: 0,
  refundedSalesCents: 0,
  refundedTaxableCents: 0,
  refundedExemptCents: 0,
  refundedUntaxedCents: 0,
  refundedTaxCents: 0,
  netTaxableCents: 0,
  netTaxCents: 0,
});

function addSale(figures: TaxFigures, sale: TaxSaleFact): void {
  figures.salesCents += sale.salesCents;
  figures.taxableCents += sale.taxableCents;
  figures.exemptCents += sale.exemptCents;
  figures.untaxedCents += sale.untaxedCents;
  figures.taxCents += sale.taxCents;
  figures.netTaxableCents += sale.taxableCents;
  figures.netTaxCents += sale.taxCents;
}

function addRefund(figures: TaxFigures, refund: TaxRefundFact): void {
  figures.refundedSalesCents += refund.salesCents;
  figures.refundedTaxableCents += refund.taxableCents;
  figures.refundedExemptCents += refund.exemptCents;
  figures.refundedUntaxedCents += refund.untaxedCents;
  figures.refundedTaxCents += refund.taxCents;
  figures.netTaxableCents -= refund.taxableCents;
  figures.netTaxCents -= refund.taxCents;
}

function jurisdictionOf(row: TaxPeriodRow, where: Jurisdiction): JurisdictionFigures {
  let found = row.jurisdictions.find((each) => each.country === where.country && each.region === where.region);
  if (!found) {
    found = { country: where.country, region: where.region, label: jurisdictionLabel(where), ...emptyFigures() };
    row.jurisdictions.push(found);
  }
  return found;
}

const byLabel = (a: JurisdictionFigures, b: JurisdictionFigures) =>
  a.label < b.label ? -1 : a.label > b.label ? 1 : 0;

/**
 * Tax by month and quarter of the period (every month and quarter it touches), each split by state or province, and
 * the period's total. Facts outside the period are left out.
 */
export function taxByPeriod(
  period: ReportPeriod,
  sales: readonly TaxSaleFact[],
  refunds: readonly TaxRefundFact[],
): TaxByPeriod {
  const row = (key: string, label: string): TaxPeriodRow => ({ key, label, ...emptyFigures(), jurisdictions: [] });
  const months = new Map(monthsOf(period).map((key) => [key, row(key, monthLabel(key))]));
  const quarters = new Map(quartersOf(period).map((key) => [key, row(key, quarterLabel(key))]));
  const total = emptyFigures();
  const inPeriod = (day: string) => day >= period.from && day <= period.to;
  const rowsOf = (day: string) => [months.get(monthKey(day))!, quarters.get(quarterKey(day))!];
  for (const sale of sales.filter((fact) => inPeriod(fact.day))) {
    for (const each of rowsOf(sale.day)) [each, jurisdictionOf(each, sale)].forEach((f) => addSale(f, sale));
    addSale(total, sale);
  }
  for (const refund of refunds.filter((fact) => inPeriod(fact.day))) {
    for (const each of rowsOf(refund.day)) [each, jurisdictionOf(each, refund)].forEach((f) => addRefund(f, refund));
    addRefund(total, refund);
  }
  for (const each of [...months.values(), ...quarters.values()]) each.jurisdictions.sort(byLabel);
  return { months: [...months.values()], quarters: [...quarters.values()], total };
}
