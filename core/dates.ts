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
