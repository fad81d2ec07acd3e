/**
 * When a payment reminder is due (pure: calendar days as 'YYYY-MM-DD', read in UTC as core/dates.ts keeps them).
 * A balance, due on the day its design is approved: reminders a number of business days after that day (2, then 5),
 * then every `repeatDays` days. An invoice: some days before its due date (3), on it, some days after (7), then every
 * `repeatDays` days. Each reminder is a numbered step of its line, so each is sent once.
 */
import { addBusinessDays, addDays } from './dates';

export interface ReminderCadence {
  /** A balance's first reminder, in business days after it became due. */
  balanceFirstBusinessDays: number;
  /** Its second, in business days after it became due (after the first). */
  balanceSecondBusinessDays: number;
  /** An invoice's reminder before its due date, in days before it. */
  invoiceDaysBefore: number;
  /** Its first reminder once overdue, in days after the due date. */
  invoiceDaysAfter: number;
  /** Then one every this many days, for both, until the line is paid. */
  repeatDays: number;
}

export const DEFAULT_REMINDER_CADENCE: ReminderCadence = {
  balanceFirstBusinessDays: 2,
  balanceSecondBusinessDays: 5,
  invoiceDaysBefore: 3,
  invoiceDaysAfter: 7,
  repeatDays: 7,
};

export type RemindedKind = 'balance' | 'invoice';

/** Where the reminder stands against the due date: what its e-mail says. */
export type ReminderTiming = 'upcoming' | 'due-today' | 'overdue';

export interface ReminderStep {
  /** 0, 1, 2 ...: the line's reminders in order. */
  step: number;
  /** The day it goes out. */
  on: string;
  timing: ReminderTiming;
}

function timingOf(on: string, dueDate: string): ReminderTiming {
  return on < dueDate ? 'upcoming' : on === dueDate ? 'due-today' : 'overdue';
}

/** The fixed steps before the repeats start (the last of them is where the repeats count from). */
function fixedDays(kind: RemindedKind, dueDate: string, cadence: ReminderCadence): string[] {
  if (kind === 'balance') {
    return [
      addBusinessDays(dueDate, cadence.balanceFirstBusinessDays),
      addBusinessDays(dueDate, cadence.balanceSecondBusinessDays),
    ];
  }
  return [addDays(dueDate, -cadence.invoiceDaysBefore), dueDate, addDays(dueDate, cadence.invoiceDaysAfter)];
}

/** The day of the line's step `step`. */
export function reminderDay(kind: RemindedKind, dueDate: string, step: number, cadence: ReminderCadence): string {
  const fixed = fixedDays(kind, dueDate, cadence);
  if (step < fixed.length) return fixed[step]!;
  return addDays(fixed[fixed.length - 1]!, (step - fixed.length + 1) * Math.max(1, cadence.repeatDays));
}

/** The line's first `count` steps, in order (the owner's preview, the tests). */
export function reminderSteps(
  kind: RemindedKind,
  dueDate: string,
  cadence: ReminderCadence,
  count: number,
): ReminderStep[] {
  return Array.from({ length: count }, (_, step) => {
    const on = reminderDay(kind, dueDate, step, cadence);
    return { step, on, timing: timingOf(on, dueDate) };
  });
}

/**
 * The step due on `today`: the latest one whose day has come, or null before the first. A step missed while nothing
 * ran is not sent late once a later one is due: the customer gets the latest reminder, never a burst of them.
 */
export function dueReminderStep(
  kind: RemindedKind,
  dueDate: string,
  today: string,
  cadence: ReminderCadence,
): ReminderStep | null {
  const fixed = fixedDays(kind, dueDate, cadence);
  if (today < fixed[0]!) return null;
  let step = fixed.findLastIndex((day) => day <= today);
  if (step === fixed.length - 1) {
    const from = new Date(`${fixed[step]}T00:00:00Z`).getTime();
    const elapsed = Math.round((new Date(`${today}T00:00:00Z`).getTime() - from) / 86_400_000);
    step += Math.floor(elapsed / Math.max(1, cadence.repeatDays));
  }
  const on = reminderDay(kind, dueDate, step, cadence);
  return { step, on, timing: timingOf(on, dueDate) };
}

/** How far ahead of today a line's first reminder can come: an invoice's days before its due date. */
export function reminderLeadDays(cadence: ReminderCadence): number {
  return cadence.invoiceDaysBefore;
}
