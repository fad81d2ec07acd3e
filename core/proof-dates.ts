/**
 * When the customer must approve the proof so the pins arrive in time for the event: the event date minus
 * production (accounts-admin-spec: 2-4 weeks, so the longer 28 days; a rush order is made in 14) minus shipping.
 */
import { addDays, isoDate } from './dates';

export const PRODUCTION_DAYS = 28;
export const RUSH_PRODUCTION_DAYS = 14;
export const SHIPPING_DAYS = 7;

/** The last day (YYYY-MM-DD) to approve the proof, or null when the order has no event date. */
export function lastDayToApprove(eventDate: string | null | undefined, rushOrder: boolean): string | null {
  if (!eventDate) return null;
  const production = rushOrder ? RUSH_PRODUCTION_DAYS : PRODUCTION_DAYS;
  return addDays(eventDate, -(production + SHIPPING_DAYS));
}

/** Past the last day to approve (the day itself still counts as in time); never late without an event date. */
export function isLate(lastDay: string | null | undefined, today: string = isoDate(new Date())): boolean {
  return lastDay ? today > lastDay : false;
}
