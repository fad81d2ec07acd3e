/**
 * Date and time of day as en-US writes them (decision 026), apart from core/en-us.ts: only the admin's lists and the
 * proof page's comments show a time, so the pages every visitor loads do not carry this.
 */
import { dateParts, formatDate, type Parts, type Zone } from './en-us-dates';

/** "2:05 PM" ('short') or "2:05:09 PM" ('medium'), as `timeStyle` writes it. */
function formatTime({ hours, minutes, seconds }: Parts, style: 'short' | 'medium'): string {
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const clock = `${hour}:${String(minutes).padStart(2, '0')}${style === 'medium' ? `:${String(seconds).padStart(2, '0')}` : ''}`;
  return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Mar 3, 2026, 2:05 PM": dateStyle 'medium' with timeStyle 'short' (or 'medium', with seconds). */
export function formatDateTime(date: Date, zone: Zone, timeStyle: 'short' | 'medium' = 'short'): string {
  return `${formatDate(date, 'medium', zone)}, ${formatTime(dateParts(date, zone), timeStyle)}`;
}
