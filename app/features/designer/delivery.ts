/**
 * Delivery choices of the designer (shopper-spec section 9, as corrected by decision 015: rush is the faster one). The
 * lead times are core/lead-time's, the one text of every page; the estimate counts business days to the slow end of
 * the range, so it never falls on a weekend.
 */
import { addBusinessDays } from '../../../core/dates';
import { LEAD_TIME } from '../../../core/lead-time';
import { formatCalendarDay } from '../../../core/en-us-dates';

export const DELIVERY_OPTIONS = {
  standard: { label: 'Standard Production', timeframe: LEAD_TIME.standard.weeks },
  rush: { label: 'Rush Production', timeframe: LEAD_TIME.rush.weeks },
} as const;

/** The estimated delivery day ('YYYY-MM-DD') counted in business days from the visitor's today ('YYYY-MM-DD'). */
export function estimatedDeliveryDate(today: string, rushOrder: boolean): string {
  return addBusinessDays(today, LEAD_TIME[rushOrder ? 'rush' : 'standard'].businessDays);
}

// The day is a calendar date: formatted in UTC, where addBusinessDays put it, so no time zone moves it.

/** "Monday, December 14, 2026" */
export function formatDeliveryDate(isoDay: string): string {
  return formatCalendarDay(isoDay, 'full');
}
