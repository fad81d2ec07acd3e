import { describe, expect, it } from 'vitest';
import {
  abandonedCheckoutDue,
  abandonedCheckoutWindow,
  dueQuoteReminder,
  quoteReminderSteps,
} from './followup-cadence';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = new Date('2027-03-10T12:00:00Z');
const ago = (ms: number) => new Date(at.getTime() - ms);

describe('a checkout left at PayPal', () => {
  it('is due its reminder from 4 hours on, and no longer after a week', () => {
    expect(abandonedCheckoutDue(ago(4 * HOUR - 1000), at)).toBe(false);
    expect(abandonedCheckoutDue(ago(4 * HOUR), at)).toBe(true);
    expect(abandonedCheckoutDue(ago(6 * DAY), at)).toBe(true);
    expect(abandonedCheckoutDue(ago(7 * DAY), at)).toBe(false);
  });

  it('is looked for among the checkouts made between a week and 4 hours ago', () => {
    expect(abandonedCheckoutWindow(at)).toEqual({ from: ago(7 * DAY), to: ago(4 * HOUR) });
  });
});

describe('a quote answered and not paid', () => {
  const quotedAt = new Date('2027-03-01T15:30:00Z');
  const after = (ms: number) => new Date(quotedAt.getTime() + ms);

  it('is reminded 3 and 10 days after its answer', () => {
    expect(quoteReminderSteps(quotedAt).map((step) => [step.days, step.at.toISOString()])).toEqual([
      [3, '2027-03-04T15:30:00.000Z'],
      [10, '2027-03-11T15:30:00.000Z'],
    ]);
  });

  it('has the latest reminder reached due, none before 3 days or once its link has ended (30 days)', () => {
    expect(dueQuoteReminder(quotedAt, after(3 * DAY - 1000))).toBeNull();
    expect(dueQuoteReminder(quotedAt, after(3 * DAY))?.step).toBe(0);
    expect(dueQuoteReminder(quotedAt, after(9 * DAY))?.step).toBe(0);
    expect(dueQuoteReminder(quotedAt, after(10 * DAY))?.step).toBe(1);
    expect(dueQuoteReminder(quotedAt, after(29 * DAY))?.step).toBe(1);
    expect(dueQuoteReminder(quotedAt, after(30 * DAY))).toBeNull();
  });
});
