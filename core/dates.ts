/** Calendar dates as 'YYYY-MM-DD' strings (no time zone drift when compared as text). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The local calendar date of a Date in the runtime's time zone (the browser's). */
export function localIsoDate(date: Date): string {
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** Saturday or Sunday (the calendar day, read in UTC as addDays keeps it). */
export function isWeekend(isoDay: string): boolean {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The day `days` business days (Monday to Friday) after `isoDay`: a weekend start counts from the Monday after, and
 * the answer is never a Saturday or Sunday.
 */
export function addBusinessDays(isoDay: string, days: number): string {
  let day = isoDay;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** Whether 'YYYY-MM-DD' names a real calendar day (not 2026-02-30, not 5781-96-88). */
export function isCalendarDay(isoDay: string): boolean {
  const parsed = new Date(`${isoDay}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === isoDay;
}
