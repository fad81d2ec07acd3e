import { describe, expect, it } from 'vitest';
import { addDays, isWeekend } from '../../../core/dates';
import { estimatedDeliveryDate, formatDeliveryDate } from './delivery';

describe('estimatedDeliveryDate', () => {
  it('standard: 15 business days (three working weeks) from today', () => {
    expect(estimatedDeliveryDate('2026-11-23', false)).toBe('2026-12-14');
  });

  it('rush: 10 business days, earlier than standard', () => {
    expect(estimatedDeliveryDate('2026-11-23', true)).toBe('2026-12-07');
    expect(estimatedDeliveryDate('2026-11-23', true) < estimatedDeliveryDate('2026-11-23', false)).toBe(true);
  });

  it('from a Saturday counts from the Monday and lands on a weekday', () => {
    expect(estimatedDeliveryDate('2026-11-21', false)).toBe('2026-12-11');
  });

  it('never falls on a weekend, whichever day the visitor comes', () => {
    for (let offset = 0; offset < 14; offset += 1) {
      const today = addDays('2026-11-16', offset);
      expect(isWeekend(estimatedDeliveryDate(today, false)), today).toBe(false);
      expect(isWeekend(estimatedDeliveryDate(today, true)), today).toBe(false);
    }
  });

  it('crosses the year end', () => {
    expect(estimatedDeliveryDate('2026-12-21', true)).toBe('2027-01-04');
  });
});

describe('formatDeliveryDate', () => {
  it('spells the day out', () => {
    expect(formatDeliveryDate('2026-12-14')).toBe('Monday, December 14, 2026');
  });
});
