/** Dates as en-US writes them (decision 026), apart from core/en-us.ts: the pages that show a date load this. */

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Where a Date is read: its UTC calendar (calendar days kept as UTC midnight) or the runtime's time zone. */
export type Zone = 'utc' | 'local';

export interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A Date's calendar and clock, read in UTC or in the runtime's time zone. */
export function dateParts(date: Date, zone: Zone): Parts {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
        seconds: date.getUTCSeconds(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
        seconds: date.getSeconds(),
      };
}

/**
 * A date as `dateStyle` writes it: 'full' "Wednesday, March 3, 2027", 'long' "March 3, 2027", 'medium' "Mar 3, 2027";
 * 'monthDay' is "Mar 3" (month 'short', day 'numeric').
 */
export type DateStyle = 'full' | 'long' | 'medium' | 'monthDay';

export function formatDate(date: Date, style: DateStyle, zone: Zone): string {
  const { year, month, day, weekday } = dateParts(date, zone);
  const long = MONTHS[month]!;
  const short = long.slice(0, 3);
  switch (style) {
    case 'full':
      return `${WEEKDAYS[weekday]}, ${long} ${day}, ${year}`;
    case 'long':
      return `${long} ${day}, ${year}`;
    case 'medium':
      return `${short} ${day}, ${year}`;
    case 'monthDay':
      return `${short} ${day}`;
  }
}

/** A calendar day ('YYYY-MM-DD', read as UTC midnight) in `style`: the same day in every time zone; else as given. */
export function formatCalendarDay(isoDay: string, style: DateStyle): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : formatDate(date, style, 'utc');
}
