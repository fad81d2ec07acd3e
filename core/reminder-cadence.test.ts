import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_CADENCE as WEEKLY, dueReminderStep, reminderSteps } from './reminder-cadence';

const days = (steps: { on: string }[]) => steps.map((step) => step.on);

describe('a balance due on its approval day', () => {
  it('is reminded 2 and 5 business days later, then weekly', () => {
    // Monday, November 2, 2026.
    expect(days(reminderSteps('balance', '2026-11-02', WEEKLY, 4))).toEqual([
      '2026-11-04',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });

  it('skips the weekend: approved on a Friday, reminded the Tuesday and the Friday after', () => {
    expect(days(reminderSteps('balance', '2026-11-06', WEEKLY, 3))).toEqual(['2026-11-10', '2026-11-13', '2026-11-20']);
    // Approved on a Saturday: the Monday after is its first business day.
    expect(days(reminderSteps('balance', '2026-11-07', WEEKLY, 2))).toEqual(['2026-11-10', '2026-11-13']);
  });

  it('has nothing due before its first reminder, then the latest step whose day has come', () => {
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-02', WEEKLY)).toBeNull();
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-03', WEEKLY)).toBeNull();
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-04', WEEKLY)).toEqual({
      step: 0,
      on: '2026-11-04',
      timing: 'overdue',
    });
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-08', WEEKLY)?.step).toBe(0);
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-09', WEEKLY)?.step).toBe(1);
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-15', WEEKLY)?.step).toBe(1);
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-16', WEEKLY)).toMatchObject({ step: 2, on: '2026-11-16' });
    // Nothing ran for a month: the latest step only, not the ones missed.
    expect(dueReminderStep('balance', '2026-11-02', '2026-12-10', WEEKLY)).toMatchObject({
      step: 5,
      on: '2026-12-07',
    });
  });
});

describe('an invoice due on December 1, 2026', () => {
  it('is reminded 3 days before, on the day, 7 days after, then weekly', () => {
    expect(reminderSteps('invoice', '2026-12-01', WEEKLY, 5)).toEqual([
      { step: 0, on: '2026-11-28', timing: 'upcoming' },
      { step: 1, on: '2026-12-01', timing: 'due-today' },
      { step: 2, on: '2026-12-08', timing: 'overdue' },
      { step: 3, on: '2026-12-15', timing: 'overdue' },
      { step: 4, on: '2026-12-22', timing: 'overdue' },
    ]);
  });

  it('answers the step due on each day, across a month end and a year end', () => {
    expect(dueReminderStep('invoice', '2026-12-01', '2026-11-27', WEEKLY)).toBeNull();
    expect(dueReminderStep('invoice', '2026-12-01', '2026-11-28', WEEKLY)?.step).toBe(0);
    expect(dueReminderStep('invoice', '2026-12-01', '2026-11-30', WEEKLY)?.step).toBe(0);
    expect(dueReminderStep('invoice', '2026-12-01', '2026-12-01', WEEKLY)?.step).toBe(1);
    expect(dueReminderStep('invoice', '2026-12-01', '2026-12-07', WEEKLY)?.step).toBe(1);
    expect(dueReminderStep('invoice', '2026-12-01', '2026-12-08', WEEKLY)?.step).toBe(2);
    expect(dueReminderStep('invoice', '2026-12-01', '2027-01-05', WEEKLY)).toMatchObject({ step: 6, on: '2027-01-05' });
  });
});

describe("the owner's cadence", () => {
  it('moves every step: 1 and 3 business days, 5 days before and 14 after, then every day', () => {
    const cadence = {
      balanceFirstBusinessDays: 1,
      balanceSecondBusinessDays: 3,
      invoiceDaysBefore: 5,
      invoiceDaysAfter: 14,
      repeatDays: 1,
    };
    expect(days(reminderSteps('balance', '2026-11-02', cadence, 4))).toEqual([
      '2026-11-03',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(days(reminderSteps('invoice', '2026-12-01', cadence, 4))).toEqual([
      '2026-11-26',
      '2026-12-01',
      '2026-12-15',
      '2026-12-16',
    ]);
    expect(dueReminderStep('balance', '2026-11-02', '2026-11-10', cadence)).toMatchObject({
      step: 6,
      on: '2026-11-10',
    });
  });
});
