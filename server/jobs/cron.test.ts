import { describe, expect, it } from 'vitest';
import { nextCronTime, nextRun, parseCron, scheduleText } from './cron';

// The cron fields are read in the process's time zone: the test's dates are local ones.
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi);

describe('schedules', () => {
  it('finds the next minute a cron expression matches', () => {
    expect(nextCronTime('5 * * * *', local(2026, 6, 1, 12, 0))).toEqual(local(2026, 6, 1, 12, 5));
    expect(nextCronTime('5 * * * *', local(2026, 6, 1, 12, 5))).toEqual(local(2026, 6, 1, 13, 5));
    expect(nextCronTime('*/15 9-17 * * 1-5', local(2026, 6, 5, 17, 50))).toEqual(local(2026, 6, 8, 9, 0));
    expect(nextCronTime('0 3 1 * *', local(2026, 12, 2, 0, 0))).toEqual(local(2027, 1, 1, 3, 0));
    expect(nextCronTime('30 8 * * 7', local(2026, 6, 1, 0, 0))).toEqual(local(2026, 6, 7, 8, 30));
  });

  it('refuses what is not a cron expression', () => {
    expect(() => parseCron('5 * * *')).toThrow('five fields');
    expect(() => parseCron('61 * * * *')).toThrow('Not a cron field');
    expect(() => scheduleText({ everyMs: 0 })).toThrow();
  });

  it('runs an "every" schedule that long after the last run', () => {
    expect(scheduleText({ everyMs: 2_000 })).toBe('every 2000');
    expect(nextRun('every 2000', new Date('2026-06-01T12:00:00Z'))).toEqual(new Date('2026-06-01T12:00:02Z'));
  });
});
