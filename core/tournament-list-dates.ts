/**
 * The event dates of a tournament list's rows, as its upload reports them (pure: days as 'YYYY-MM-DD' in UTC, as
 * core/dates.ts keeps them). A row's organiser is on the tournament calendar when its date reads as a real day
 * (eventDateOf) that is not behind today; any other row is still imported as a contact, and reported with why its
 * date is unusable, because the shop reports a malformed row and never drops one silently.
 */
import { eventDateOf } from './tournament-cadence';

export const EVENT_DATE_PROBLEMS = ['not-a-date', 'past', 'missing'] as const;
export type EventDateProblem = (typeof EVENT_DATE_PROBLEMS)[number];

/** Why a row is not on the calendar, as the owner reads it. */
export const EVENT_DATE_PROBLEM_WORDS: Record<EventDateProblem, string> = {
  'not-a-date': 'Not a date',
  past: 'A date in the past',
  missing: 'Missing',
};

/** What happens to such a row. */
export const EVENT_DATE_CONSEQUENCE = 'Not on the calendar: fix the date and upload the list again.';

export type EventDateCheck =
  { eventDate: string; problem: null } | { eventDate: string | null; problem: EventDateProblem };

/** A row's date cell (as the list gave it, or null without one) checked against `today`. */
export function checkEventDate(cell: string | null | undefined, today: string): EventDateCheck {
  const text = cell?.trim() ?? '';
  if (text === '') return { eventDate: null, problem: 'missing' };
  const eventDate = eventDateOf(text);
  if (eventDate === null) return { eventDate: null, problem: 'not-a-date' };
  return eventDate < today ? { eventDate, problem: 'past' } : { eventDate, problem: null };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The upload's answer in plain words: organizers imported, those on the calendar, and those left off it. */
export function calendarReportSentence(imported: number, onCalendar: number): string {
  const off = imported - onCalendar;
  const parts = [
    `${count(imported, 'organizer', 'organizers')} imported.`,
    `${onCalendar === 1 ? '1 has' : `${onCalendar} have`} an event date on the Tournament Calendar.`,
  ];
  if (off > 0) {
    parts.push(
      `${count(off, 'row has', 'rows have')} no usable date and ${off === 1 ? 'is' : 'are'} not on the calendar.`,
    );
  }
  return parts.join(' ');
}
