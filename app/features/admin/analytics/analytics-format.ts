/** The Analytics panel's words and periods; the numbers themselves come from the server. */

const DAY_MS = 86_400_000;

/** A UTC day ('YYYY-MM-DD'): the server counts days in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The `days` days ending with `today` (both included). */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: utcDay(new Date(Date.parse(today) - (days - 1) * DAY_MS)), to: today };
}

/** A step's conversion from the step before: "50%", "33.3%", "—" when there is nothing to convert from. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  const percent = Math.round(rate * 1000) / 10;
  return `${percent}%`;
}

/** "designer_step 3" -> "Designer step 3", "submit_quote_request" -> "submit_quote_request" (the spec's name). */
export function eventLabel(name: string): string {
  if (name === 'pageview') return 'Page view';
  const step = /^designer_step (\d)$/.exec(name);
  if (step) return `Designer step ${step[1]}`;
  return name;
}
