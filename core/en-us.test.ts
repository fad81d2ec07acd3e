/** core/en-us.ts writes what Intl writes for 'en-US' (the test may use Intl; the shop does not). */
import { describe, expect, it } from 'vitest';
import { formatCount } from './en-us';
import { formatCalendarDay, formatDate, type DateStyle } from './en-us-dates';
import { compareNames } from './en-us-names';
import { formatDateTime } from './en-us-clock';
import { formatCompactUsd } from './en-us-compact';
import { formatUsd } from './money';

const NUMBERS = [0, 1, 7, 12, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234, 0.5, 1234.5678];
const CENTS = [0, 1, 5, 99, 100, 1250, 123_450, 99_999_999, 100_000_000, -500, -123_456];
const DAYS = ['2026-01-01', '2026-03-03', '2027-02-28', '2028-02-29', '2026-12-31', '2026-06-14'];
const INSTANTS = [
  '2026-03-03T00:00:00Z',
  '2026-03-03T00:05:09Z',
  '2026-03-03T11:59:59Z',
  '2026-03-03T12:00:00Z',
  '2026-03-03T14:05:09Z',
  '2026-11-28T23:59:00Z',
  '2027-07-04T09:30:00-07:00',
];

describe('numbers', () => {
  it('counts as Intl.NumberFormat("en-US")', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of NUMBERS) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });

  it('dollars from cents as the currency format', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of CENTS) expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
  });

  it('compact dollars as the compact currency format with at most one decimal', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    const values = [0, 5, 12.5, 950, 999.96, 1000, 1200, 1250, 1949, 15_000, 999_949, 999_960, 1_250_000, 3.4e9, 2e12];
    for (const dollars of [...values, ...values.map((value) => -value).filter(Boolean)]) {
      expect(formatCompactUsd(dollars), String(dollars)).toBe(intl.format(dollars));
    }
  });
});

describe('dates', () => {
  const intlOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
    full: { dateStyle: 'full' },
    long: { dateStyle: 'long' },
    medium: { dateStyle: 'medium' },
    monthDay: { month: 'short', day: 'numeric' },
  };

  it('a calendar day in each style, read in UTC', () => {
    for (const style of Object.keys(intlOptions) as DateStyle[]) {
      const intl = new Intl.DateTimeFormat('en-US', { ...intlOptions[style], timeZone: 'UTC' });
      for (const day of DAYS) {
        const date = new Date(`${day}T00:00:00Z`);
        expect(formatDate(date, style, 'utc'), `${style} ${day}`).toBe(intl.format(date));
        expect(formatCalendarDay(day, style), `${style} ${day}`).toBe(intl.format(date));
      }
    }
  });

  it('a text that is not a calendar day is shown as given', () => {
    expect(formatCalendarDay('soon', 'long')).toBe('soon');
  });

  it('a moment in the runtime time zone, and its date and time, in zones on both sides of UTC', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Calcutta', 'Pacific/Auckland']) {
        process.env.TZ = tz;
        const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
        const short = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
        const withSeconds = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
        const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
        expect(long.resolvedOptions().timeZone).toBe(tz);
        for (const instant of INSTANTS) {
          const date = new Date(instant);
          expect(formatDate(date, 'long', 'local'), `${tz} ${instant}`).toBe(long.format(date));
          expect(formatDateTime(date, 'local'), `${tz} ${instant}`).toBe(short.format(date));
          expect(formatDateTime(date, 'local', 'medium'), `${tz} ${instant}`).toBe(withSeconds.format(date));
          expect(formatDateTime(date, 'utc'), `${tz} ${instant}`).toBe(utc.format(date));
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('name order', () => {
  it('sorts the way the numeric English collator sorts names', () => {
    const names = [
      'Pin 10',
      'Pin 2',
      'pin 3',
      'Par 3 Pin',
      'Ace Pin',
      'ace pin',
      'Eagle',
      '18th Hole',
      '9th Hole',
      'Birdie - Gold',
      'Birdie Gold',
      'Birdie',
      'Hole-in-One',
      'Hole in One',
      'Tee Time 2026',
      'Tee Time 2025',
      'Z',
      'a',
    ];
    const collator = new Intl.Collator('en', { numeric: true });
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
  });

  it('is a total order: equal only for the same name, and antisymmetric', () => {
    expect(compareNames('Pin 2', 'Pin 2')).toBe(0);
    expect(compareNames('Pin 2', 'Pin 10')).toBe(-1);
    expect(compareNames('Pin 10', 'Pin 2')).toBe(1);
    expect(compareNames('a', 'A')).toBe(-1);
    expect(compareNames('A', 'a')).toBe(1);
  });
});
