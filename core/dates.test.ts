import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, isWeekend } from './dates';

describe('isWeekend', () => {
  it('knows Saturday and Sunday', () => {
    expect(isWeekend('2026-11-21')).toBe(true); // Saturday
    expect(isWeekend('2026-11-22')).toBe(true); // Sunday
    expect(isWeekend('2026-11-23')).toBe(false); // Monday
    expect(isWeekend('2026-11-27')).toBe(false); // Friday
  });
});

describe('addBusinessDays', () => {
  it('skips weekends: Friday + 1 is Monday', () => {
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
  });

  it('three weeks of business days from a Monday is a Monday', () => {
    expect(addBusinessDays('2026-11-23', 15)).toBe('2026-12-14');
  });

  it('counts from the Monday after when it starts on a weekend', () => {
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-22', 5)).toBe('2026-11-27');
  });

  it('zero days from a weekend moves to Monday', () => {
    expect(addBusinessDays('2026-11-21', 0)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('crosses the year end', () => {
    expect(addBusinessDays('2026-12-24', 5)).toBe('2026-12-31');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('never lands on a weekend and takes at least as many calendar days', () => {
    const start = Date.UTC(2024, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 60 }), (offset, days) => {
        const day = addDays('2024-01-01', offset);
        expect(new Date(`${day}T00:00:00Z`).getTime()).toBeGreaterThanOrEqual(start);
        const result = addBusinessDays(day, days);
        expect(isWeekend(result)).toBe(false);
        expect(result >= addDays(day, days)).toBe(true);
      }),
    );
  });
});
