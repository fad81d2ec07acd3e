/**
 * Delivery choices of the designer (shopper-spec section 9, as corrected by issue 4: the old system promised
 * rush a later date than standard; rush is the faster one). The estimate is the slow end of each range.
 */
import { addDays } from '../../../core/dates';

export const DELIVERY_OPTIONS = {
  standard: { label: 'Standard Production', timeframe: '3-4 weeks', estimateDays: 28 },
  rush: { label: 'Rush Production', timeframe: '2-3 weeks', estimateDays: 21 },
} as const;

/** The estimated delivery day ('YYYY-MM-DD') counted from the visitor's today ('YYYY-MM-DD'). */
export function estimatedDeliveryDate(today: string, rushOrder: boolean): string {
  return addDays(today, DELIVERY_OPTIONS[rushOrder ? 'rush' : 'standard'].estimateDays);
}

// The day is a calendar date: formatted in UTC, where addDays put it, so no time zone moves it.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Saturday, December 19, 2026" */
export function formatDeliveryDate(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}
