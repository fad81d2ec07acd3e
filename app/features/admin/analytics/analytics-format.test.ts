import { describe, expect, it } from 'vitest';
import { eventLabel, formatRate, lastDays, utcDay } from './analytics-format';

describe('analytics format', () => {
  it('gives the last n UTC days, today included', () => {
    expect(lastDays('2026-03-02', 7)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(lastDays('2026-03-02', 1)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(utcDay(new Date('2026-03-02T23:30:00-05:00'))).toBe('2026-03-03');
  });

  it('writes rates as percentages, and nothing to convert from as a dash', () => {
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(1 / 3)).toBe('33.3%');
    expect(formatRate(2)).toBe('200%');
    expect(formatRate(null)).toBe('—');
  });

  it("keeps the spec's event names and words the others", () => {
    expect(eventLabel('submit_quote_request')).toBe('submit_quote_request');
    expect(eventLabel('designer_step 3')).toBe('Designer step 3');
    expect(eventLabel('pageview')).toBe('Page view');
  });
});
