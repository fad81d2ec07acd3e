/**
 * A tournament list's event dates at its upload: each organiser's day for the calendar, and the report of the rows
 * whose date cannot be used (core/tournament-list-dates.ts says why), with those rows as a CSV file the owner can
 * download, fix and upload again. The rows are imported as contacts all the same: only the calendar leaves them off.
 */
import { checkEventDate, EVENT_DATE_CONSEQUENCE, EVENT_DATE_PROBLEM_WORDS } from '../../../core/tournament-list-dates';
import type { EventDateProblemRow } from '../../../core/schemas/campaigns';
import { eventOfRow } from './campaign-emails';
import { toCsv } from './csv';

export interface ListedOrganiser {
  line: number;
  email: string;
  details?: Record<string, string>;
}

export interface TournamentListDates {
  /** Each organiser's event day as read (a day in the past included: the calendar shows from today), in order. */
  eventDates: (string | null)[];
  /** The upload's answer: how many are on the calendar, and the rows that are not. */
  calendar: { onCalendar: number; unusable: EventDateProblemRow[]; unusableCsv: string | null };
}

export function tournamentListDates(people: readonly ListedOrganiser[], today: string): TournamentListDates {
  const unusable: EventDateProblemRow[] = [];
  const eventDates = people.map((person) => {
    // The cell the calendar reads: the row's first non-empty date column (campaign-emails.ts).
    const found = eventOfRow(person.details ?? {})?.date ?? null;
    const checked = checkEventDate(found, today);
    if (checked.problem !== null) {
      unusable.push({ line: person.line, email: person.email, found: found ?? '', problem: checked.problem });
    }
    return checked.eventDate;
  });
  const unusableCsv =
    unusable.length === 0
      ? null
      : toCsv(
          ['Line', 'Email', 'Date found', 'Problem', 'What happens'],
          unusable.map((row) => [
            row.line,
            row.email,
            row.found,
            EVENT_DATE_PROBLEM_WORDS[row.problem],
            EVENT_DATE_CONSEQUENCE,
          ]),
        );
  return { eventDates, calendar: { onCalendar: people.length - unusable.length, unusable, unusableCsv } };
}
