import { describe, expect, it } from 'vitest';
import { isLate, lastDayToApprove } from './proof-dates';

describe('lastDayToApprove', () => {
  it('counts back production (4 weeks) and shipping (1 week) from the event', () => {
    expect(lastDayToApprove('2026-07-04', false)).toBe('2026-05-30');
  });

  it('gives a rush order two more weeks (production in 14 days)', () => {
    expect(lastDayToApprove('2026-07-04', true)).toBe('2026-06-13');
  });

  it('crosses months and leap days as calendar days', () => {
    expect(lastDayToApprove('2028-03-15', true)).toBe('2028-02-23');
    expect(lastDayToApprove('2027-03-15', true)).toBe('2027-02-22');
    expect(lastDayToApprove('2027-01-10', false)).toBe('2026-12-06');
  });

  it('has no last day without an event date', () => {
    expect(lastDayToApprove(null, false)).toBeNull();
    expect(lastDayToApprove(undefined, true)).toBeNull();
    expect(lastDayToApprove('', true)).toBeNull();
  });
});

describe('isLate', () => {
  it('is late only after the last day (the day itself is still in time)', () => {
    expect(isLate('2026-05-30', '2026-05-29')).toBe(false);
    expect(isLate('2026-05-30', '2026-05-30')).toBe(false);
    expect(isLate('2026-05-30', '2026-05-31')).toBe(true);
  });

  it('is never late without a last day', () => {
    expect(isLate(null, '2030-01-01')).toBe(false);
  });
});
