import { describe, expect, it } from 'vitest';
import { parsePeriod } from './reports';
import { jurisdictionLabel, refundSplit, taxByPeriod, taxSplit, type TaxSaleFact } from './tax-report';

describe('a sale for the tax report', () => {
  it('is taxable up to what the rates applied to, the rest exempt; all exempt under a certificate; untaxed with no rate', () => {
    const sale = { salesCents: 2_997, taxCents: 174, taxableCents: 2_398, exemptReason: null, rated: true };
    expect(taxSplit(sale)).toEqual({ salesCents: 2_997, taxableCents: 2_398, exemptCents: 599, untaxedCents: 0 });
    expect(taxSplit({ ...sale, taxCents: 0, exemptReason: 'Exempt: resale certificate CA-1' })).toEqual({
      salesCents: 2_997,
      taxableCents: 0,
      exemptCents: 2_997,
      untaxedCents: 0,
    });
    expect(taxSplit({ ...sale, taxCents: 0, taxableCents: 0, rated: false })).toEqual({
      salesCents: 2_997,
      taxableCents: 0,
      exemptCents: 0,
      untaxedCents: 2_997,
    });
    // A rate in force, but nothing in the order taxable (untaxed items): exempt.
    expect(taxSplit({ ...sale, taxCents: 0, taxableCents: 0 }).exemptCents).toBe(2_997);
  });
});

describe('a refund for the tax report', () => {
  const sale = {
    ...taxSplit({ salesCents: 2_997, taxCents: 174, taxableCents: 2_398, exemptReason: null, rated: true }),
  };
  const order = { ...sale, totalCents: 3_171, taxCents: 174 };

  it('gives tax back in proportion, the rest spread over the taxable and exempt parts', () => {
    expect(refundSplit({ amountCents: 1_000, refundedBeforeCents: 0 }, order)).toEqual({
      taxCents: 55,
      salesCents: 945,
      taxableCents: 756,
      exemptCents: 189,
      untaxedCents: 0,
    });
  });

  it('adds partial refunds up to exactly what a full refund gives back', () => {
    const parts = [1_000, 1_000, 1_171].map((amountCents, index, all) =>
      refundSplit({ amountCents, refundedBeforeCents: all.slice(0, index).reduce((a, b) => a + b, 0) }, order),
    );
    const sum = (pick: (part: (typeof parts)[number]) => number) =>
      parts.reduce((total, part) => total + pick(part), 0);
    expect(sum((part) => part.taxCents)).toBe(174);
    expect(sum((part) => part.salesCents)).toBe(2_997);
    expect(refundSplit({ amountCents: 3_171, refundedBeforeCents: 0 }, order)).toMatchObject({
      taxCents: 174,
      taxableCents: 2_398,
      exemptCents: 599,
    });
  });
});

describe('tax by month, quarter and state', () => {
  const ca = { country: 'US' as const, region: 'CA' };
  const fact = (day: string, cents: number, taxCents: number, where = ca): TaxSaleFact => ({
    ...where,
    day,
    salesCents: cents,
    taxableCents: taxCents > 0 ? cents : 0,
    exemptCents: 0,
    untaxedCents: taxCents > 0 ? 0 : cents,
    taxCents,
  });

  it('names the state or province, or says none was recorded', () => {
    expect(jurisdictionLabel(ca)).toBe('California (US)');
    expect(jurisdictionLabel({ country: 'CA', region: 'BC' })).toBe('British Columbia (Canada)');
    expect(jurisdictionLabel({ country: null, region: null })).toBe('No state recorded');
  });

  it('adds each state in its month and quarter, a refund where it was made, the last minute of a quarter in it', () => {
    const got = taxByPeriod(
      { from: '2025-09-01', to: '2025-10-31' },
      [fact('2025-09-30', 10_000, 725), fact('2025-10-01', 5_000, 0, { country: 'US', region: 'OR' })],
      [
        {
          ...ca,
          day: '2025-10-02',
          salesCents: 1_000,
          taxableCents: 1_000,
          exemptCents: 0,
          untaxedCents: 0,
          taxCents: 73,
        },
      ],
    );
    expect(got.months.map((month) => [month.label, month.taxCents, month.netTaxCents])).toEqual([
      ['September 2025', 725, 725],
      ['October 2025', 0, -73],
    ]);
    expect(got.quarters.map((quarter) => quarter.key)).toEqual(['2025-Q3', '2025-Q4']);
    expect(got.quarters[1]!.jurisdictions.map((where) => [where.label, where.untaxedCents, where.netTaxCents])).toEqual(
      [
        ['California (US)', 0, -73],
        ['Oregon (US)', 5_000, 0],
      ],
    );
    expect(got.total).toMatchObject({ salesCents: 15_000, taxCents: 725, refundedTaxCents: 73, netTaxCents: 652 });
    expect(taxByPeriod(parsePeriod('2025-11')!, [fact('2025-10-31', 1, 1)], []).total.salesCents).toBe(0);
  });
});
