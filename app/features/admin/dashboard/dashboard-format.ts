/** How the dashboard words its numbers: week labels, ages, the chart's axis. Money itself is core/money's formatUsd. */
import { REVENUE_SERIES, type RevenueSeries, type RevenueWeek } from '../../../../core/schemas/dashboard';
import { formatCalendarDay } from '../../../../core/en-us-dates';
import { formatCompactUsd } from '../../../../core/en-us-compact';

export const SERIES_LABELS: Record<RevenueSeries, string> = {
  deposits: 'Deposits',
  balances: 'Balances',
  catalogue: 'Catalogue orders',
  invoices: 'Invoices',
};

/** Dark enough to tell apart on white and from each other (teal, blue, amber, purple). */
export const SERIES_COLOURS: Record<RevenueSeries, string> = {
  deposits: '#0f766e',
  balances: '#1d4ed8',
  catalogue: '#b45309',
  invoices: '#7e22ce',
};

/** "Mar 3": the week's Monday, read in UTC as the server counted it (the same text on the server and in the browser). */
export function weekLabel(weekStart: string): string {
  return formatCalendarDay(weekStart, 'monthDay');
}

/** "today", "1 day", "12 days". */
export function ageText(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

export function weekTotal(week: RevenueWeek): number {
  return REVENUE_SERIES.reduce((sum, key) => sum + week[key], 0);
}

/** The axis' "$1.2K" for cents. */
export function axisUsd(cents: number): string {
  return formatCompactUsd(cents / 100);
}
