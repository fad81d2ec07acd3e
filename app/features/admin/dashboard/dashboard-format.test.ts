import { describe, expect, it } from 'vitest';
import { ageText, axisUsd, weekLabel, weekTotal } from './dashboard-format';

describe('dashboard format', () => {
  it('labels a week by its Monday in UTC', () => {
    expect(weekLabel('2025-03-03')).toBe('Mar 3');
    expect(weekLabel('2024-12-30')).toBe('Dec 30');
  });

  it('words an age in whole days', () => {
    expect([0, 1, 12].map(ageText)).toEqual(['today', '1 day', '12 days']);
  });

  it('adds up a week and writes the axis in compact dollars', () => {
    expect(weekTotal({ weekStart: '2025-03-03', deposits: 5_350, balances: 0, catalogue: 2_398, invoices: 2 })).toBe(
      7_750,
    );
    expect(axisUsd(0)).toBe('$0');
    expect(axisUsd(123_456)).toBe('$1.2K');
  });
});
