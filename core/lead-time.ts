/**
 * How long custom pins take, in one place for every page and e-mail: the shopper spec's "production and
 * shipping in 2-3 weeks"; rush production is the faster one (decision 015), a week sooner. Estimates count business days
 * (core/dates addBusinessDays) to the slow end of each range, so an estimated delivery never falls on a weekend.
 */
export const LEAD_TIME = {
  standard: { weeks: '2-3 weeks', businessDays: 15 },
  rush: { weeks: '1-2 weeks', businessDays: 10 },
} as const;

/** "2-3 weeks": the lead time pages and e-mails quote when they name no option. */
export const LEAD_TIME_TEXT = LEAD_TIME.standard.weeks;

/** "Rush (1-2 weeks)" / "Standard (2-3 weeks)": the delivery line of an order. */
export function leadTimeLabel(rushOrder: boolean): string {
  return rushOrder ? `Rush (${LEAD_TIME.rush.weeks})` : `Standard (${LEAD_TIME.standard.weeks})`;
}
