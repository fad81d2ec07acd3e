import { describe, expect, it } from 'vitest';
import {
  isReportPeriod,
  monthsOf,
  moneyByDay,
  parsePeriod,
  periodBounds,
  periodLabel,
  quarterKey,
  quarterLabel,
  quartersOf,
  recentPeriods,
  salesByPeriod,
  shopDay,
} from './reports';
import { reportQuerySchema, REPORT_MESSAGES, resolvePeriod } from './schemas/reports';

describe('report periods', () => {
  it('reads a quarter, a month and a year as their first and last days, leap years included', () => {
    expect(parsePeriod('2026-Q3')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(parsePeriod('2026-q1')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(parsePeriod('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(parsePeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(parsePeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(parsePeriod('2026')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    for (const bad of ['2026-Q5', '2026-Q0', '2026-13', '2026-00', '26-Q1', 'Q3 2026', '', '2026-09-01'])
      expect(parsePeriod(bad), bad).toBeNull();
  });

  it('runs from the first midnight to the midnight after the last day, in the shop\u2019s days (UTC)', () => {
    const { start, end } = periodBounds(parsePeriod('2026-Q3')!);
    expect(start.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(shopDay(new Date('2026-09-30T23:59:59.999Z'))).toBe('2026-09-30');
    expect(shopDay(new Date('2026-10-01T00:00:00.000Z'))).toBe('2026-10-01');
    expect(quarterKey('2026-09-30')).toBe('2026-Q3');
    expect(quarterKey('2026-10-01')).toBe('2026-Q4');
  });

  it('lists every month and quarter a period touches, across a year end', () => {
    const period = { from: '2025-12-15', to: '2026-02-03' };
    expect(monthsOf(period)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(quartersOf(period)).toEqual(['2025-Q4', '2026-Q1']);
    expect(periodLabel(period)).toBe('December 15, 2025 – February 3, 2026');
    expect(periodLabel(parsePeriod('2026-Q3')!)).toBe('July 1 – September 30, 2026');
    expect(periodLabel(parsePeriod('2026-09')!)).toBe('September 1–30, 2026');
    expect(periodLabel({ from: '2026-09-30', to: '2026-09-30' })).toBe('September 30, 2026');
    expect(quarterLabel('2026-Q3')).toBe('Q3 2026 (July–September)');
  });

  it('takes at most three years, in order, of real days', () => {
    expect(isReportPeriod({ from: '2024-01-01', to: '2026-12-31' })).toBe(true);
    expect(isReportPeriod({ from: '2023-01-01', to: '2026-12-31' })).toBe(false);
    expect(isReportPeriod({ from: '2026-09-02', to: '2026-09-01' })).toBe(false);
    expect(isReportPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
  });
});

describe('the periods the page offers', () => {
  it('goes back 8 quarters, 12 months and 2 years from today, across year ends, each one a period the API takes', () => {
    const offered = recentPeriods('2026-02-14');
    expect(offered.slice(0, 3)).toEqual([
      { value: '2026-Q1', label: 'Q1 2026 (January–March)' },
      { value: '2025-Q4', label: 'Q4 2025 (October–December)' },
      { value: '2025-Q3', label: 'Q3 2025 (July–September)' },
    ]);
    expect(offered[7]!.value).toBe('2024-Q2');
    expect(offered.slice(8, 11).map((period) => period.label)).toEqual([
      'February 2026',
      'January 2026',
      'December 2025',
    ]);
    expect(offered[19]!.value).toBe('2025-03');
    expect(offered.slice(20)).toEqual([
      { value: '2026', label: 'The year 2026' },
      { value: '2025', label: 'The year 2025' },
    ]);
    for (const { value } of offered) expect(parsePeriod(value), value).not.toBeNull();
  });
});

describe('the report query', () => {
  const issues = (query: Record<string, string>) => {
    const parsed = reportQuerySchema.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes a period, two days, or nothing (this quarter)', () => {
    expect(resolvePeriod(reportQuerySchema.parse({ period: '2026-Q3' }), '2026-11-29')).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(resolvePeriod(reportQuerySchema.parse({ from: '2026-09-30', to: '2026-10-01' }), '2026-11-29')).toEqual({
      from: '2026-09-30',
      to: '2026-10-01',
    });
    expect(resolvePeriod(reportQuerySchema.parse({}), '2026-11-29')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('names the field and says what is wrong', () => {
    expect(issues({ period: '2026-Q5' })).toEqual([['period', REPORT_MESSAGES.period]]);
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual([['from', REPORT_MESSAGES.day]]);
    expect(issues({ from: '5781-96-88', to: '2026-03-01' })).toEqual([['from', REPORT_MESSAGES.day]]);
    expect(issues({ from: '2026-03-01' })).toEqual([['to', REPORT_MESSAGES.pair]]);
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual([['from', REPORT_MESSAGES.order]]);
    expect(issues({ from: '2020-01-01', to: '2026-03-01' })).toEqual([['from', REPORT_MESSAGES.span]]);
    expect(issues({ period: '2026', from: '2026-01-01', to: '2026-03-01' })).toEqual([
      ['period', REPORT_MESSAGES.both],
    ]);
  });
});

describe('sales by month and quarter', () => {
  const q3 = parsePeriod('2026-Q3')!;
  const sale = (day: string, goodsCents: number, discountCents = 0, shippingCents = 0) => ({
    day,
    goodsCents,
    discountCents,
    shippingCents,
  });

  it('adds goods less discounts plus shipping, nets refunds in the month they were made, keeps empty months', () => {
    const got = salesByPeriod(
      q3,
      [sale('2026-07-03', 10_000, 1_000, 599), sale('2026-09-30', 2_500), sale('2026-10-01', 99_999)],
      [
        { day: '2026-09-02', amountCents: 500 },
        { day: '2026-06-30', amountCents: 7_777 },
      ],
    );
    expect(
      got.months.map((month) => [month.label, month.orders, month.salesCents, month.refundsCents, month.netCents]),
    ).toEqual([
      ['July 2026', 1, 9_599, 0, 9_599],
      ['August 2026', 0, 0, 0, 0],
      ['September 2026', 1, 2_500, 500, 2_000],
    ]);
    expect(got.quarters).toEqual([
      {
        key: '2026-Q3',
        label: 'Q3 2026 (July–September)',
        orders: 2,
        goodsCents: 12_500,
        discountCents: 1_000,
        shippingCents: 599,
        salesCents: 12_099,
        refundsCents: 500,
        netCents: 11_599,
      },
    ]);
    expect(got.total.netCents).toBe(11_599);
  });

  it('lets a month go below zero when its refunds pass its sales', () => {
    const got = salesByPeriod(parsePeriod('2026-10')!, [], [{ day: '2026-10-05', amountCents: 1_250 }]);
    expect(got.months[0]).toMatchObject({ orders: 0, salesCents: 0, refundsCents: 1_250, netCents: -1_250 });
  });
});

describe('money by day', () => {
  it('adds each day\u2019s captures and refunds, oldest day first, days without money left out', () => {
    expect(
      moneyByDay(
        [
          { day: '2026-09-30', amountCents: 1_000 },
          { day: '2026-09-01', amountCents: 2_000 },
          { day: '2026-09-30', amountCents: 500 },
        ],
        [
          { day: '2026-09-30', amountCents: 300 },
          { day: '2026-09-15', amountCents: 100 },
        ],
      ),
    ).toEqual([
      { day: '2026-09-01', receivedCents: 2_000, refundedCents: 0, netCents: 2_000 },
      { day: '2026-09-15', receivedCents: 0, refundedCents: 100, netCents: -100 },
      { day: '2026-09-30', receivedCents: 1_500, refundedCents: 300, netCents: 1_200 },
    ]);
  });
});
