/**
 * When the follow-ups go out (pure): a checkout left at PayPal gets one reminder once it is 4 hours old (and not
 * once it is a week old: switching the reminders on does not write to last month's visitors); a quote answered and
 * not paid gets one 3 days after the answer and one 10 days after it, while its link works (30 days).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A cart payment not captured this long after it was made is a checkout left at PayPal. */
export const ABANDONED_CHECKOUT_AFTER_MS = 4 * HOUR_MS;
/** Older than this, it gets no reminder any more. */
export const ABANDONED_CHECKOUT_UNTIL_MS = 7 * DAY_MS;

/** A quote's reminders, in days after it was answered. */
export const QUOTE_REMINDER_DAYS = [3, 10] as const;
/** How long a quote's pay link works (the prepared order's QUOTED_ORDER_TTL_MS): no reminder after it. */
export const QUOTE_LINK_DAYS = 30;

/** Whether a checkout made at `createdAt` is due its reminder at `at`. */
export function abandonedCheckoutDue(createdAt: Date, at: Date): boolean {
  const age = at.getTime() - createdAt.getTime();
  return age >= ABANDONED_CHECKOUT_AFTER_MS && age < ABANDONED_CHECKOUT_UNTIL_MS;
}

/** The earliest and latest creation times of a checkout due its reminder at `at` (the job's query). */
export function abandonedCheckoutWindow(at: Date): { from: Date; to: Date } {
  return {
    from: new Date(at.getTime() - ABANDONED_CHECKOUT_UNTIL_MS),
    to: new Date(at.getTime() - ABANDONED_CHECKOUT_AFTER_MS),
  };
}

export interface QuoteReminderStep {
  /** 0: the 3-day reminder, 1: the 10-day one. */
  step: number;
  /** Days after the answer. */
  days: number;
  at: Date;
}

/** The moments of a quote's reminders, answered at `quotedAt`. */
export function quoteReminderSteps(quotedAt: Date): QuoteReminderStep[] {
  return QUOTE_REMINDER_DAYS.map((days, step) => ({ step, days, at: new Date(quotedAt.getTime() + days * DAY_MS) }));
}

/** The reminder due at `at`: the latest whose moment has come, none before the first or once the link has ended. */
export function dueQuoteReminder(quotedAt: Date, at: Date): QuoteReminderStep | null {
  if (at.getTime() >= quotedAt.getTime() + QUOTE_LINK_DAYS * DAY_MS) return null;
  return quoteReminderSteps(quotedAt).findLast((step) => step.at.getTime() <= at.getTime()) ?? null;
}

/** The earliest answer time whose quote can still be reminded at `at` (the job's query). */
export function quoteRemindedSince(at: Date): Date {
  return new Date(at.getTime() - QUOTE_LINK_DAYS * DAY_MS);
}
