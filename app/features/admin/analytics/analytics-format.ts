/** The Analytics panel's words and periods; the numbers themselves come from the server. */
import type { AnalyticsReport } from '../../../../core/schemas/analytics';

const DAY_MS = 86_400_000;

/** A UTC day ('YYYY-MM-DD'): the server counts days in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The `days` days ending with `today` (both included). */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: utcDay(new Date(Date.parse(today) - (days - 1) * DAY_MS)), to: today };
}

/** "designer_step 3" -> "Designer step 3", "submit_quote_request" -> "submit_quote_request" (the spec's name). */
export function eventLabel(name: string): string {
  if (name === 'pageview') return 'Page view';
  const step = /^designer_step (\d)$/.exec(name);
  if (step) return `Designer step ${step[1]}`;
  return name;
}

type FunnelStep = AnalyticsReport['designerFunnel'][number];

const UNIT_WORDS: Record<FunnelStep['counts'], [string, string]> = {
  visitors: ['visitor', 'visitors'],
  payments: ['payment', 'payments'],
  orders: ['order', 'orders'],
};

/**
 * What a funnel step counted, in words: "40 of 273 visitors" after a step that counted visitors too, else the count
 * with what it counts ("273 visitors", "12 payments"), never a rate past 100% between steps counting different things.
 */
export function funnelStepText(step: FunnelStep, before: FunnelStep | undefined): string {
  const [one, many] = UNIT_WORDS[step.counts];
  if (before && before.counts === step.counts && step.count <= before.count) {
    return `${step.count} of ${before.count} ${before.count === 1 ? one : many}`;
  }
  return `${step.count} ${step.count === 1 ? one : many}`;
}
