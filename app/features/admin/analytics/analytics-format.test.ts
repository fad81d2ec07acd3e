import { describe, expect, it } from 'vitest';
import { eventLabel, funnelStepText, lastDays, utcDay } from './analytics-format';

describe('analytics format', () => {
  it('gives the last n UTC days, today included', () => {
    expect(lastDays('2026-03-02', 7)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(lastDays('2026-03-02', 1)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(utcDay(new Date('2026-03-02T23:30:00-05:00'))).toBe('2026-03-03');
  });

  it('says what a funnel step counted, never a rate past 100%', () => {
    const visits = { label: 'Visits', count: 273, counts: 'visitors', rate: null } as const;
    const step1 = { label: 'Designer step 1', count: 40, counts: 'visitors', rate: 0.1465 } as const;
    const paid = { label: 'Deposit paid', count: 52, counts: 'payments', rate: 1.3 } as const;
    expect(funnelStepText(visits, undefined)).toBe('273 visitors');
    expect(funnelStepText(step1, visits)).toBe('40 of 273 visitors');
    expect(funnelStepText(paid, step1)).toBe('52 payments');
    expect(funnelStepText({ ...paid, count: 1 }, step1)).toBe('1 payment');
    // More at a step than at the one before (another day's visitors): the count alone, not "50 of 40".
    expect(funnelStepText({ ...step1, count: 50 }, { ...step1, count: 40 })).toBe('50 visitors');
  });

  it("keeps the spec's event names and words the others", () => {
    expect(eventLabel('submit_quote_request')).toBe('submit_quote_request');
    expect(eventLabel('designer_step 3')).toBe('Designer step 3');
    expect(eventLabel('pageview')).toBe('Page view');
  });
});
