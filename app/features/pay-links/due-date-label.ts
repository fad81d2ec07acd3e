/** "March 3, 2026" for a 'YYYY-MM-DD' or ISO date, read as a calendar day (no time zone shift). */
import { formatCalendarDay } from '../../../core/en-us-dates';
export function dueDateLabel(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return value;
  return formatCalendarDay(day, 'long');
}
