/**
 * How an order card reads stored statuses and dates. The pin options' names (size, plating, packaging) are
 * core's: core/pin-options.
 */
import { formatDate } from '../../../core/en-us-dates';

function titleCase(words: string): string {
  return words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** "in_production" -> "In Production". */
export function statusLabel(status: string): string {
  if (status === 'awaiting_invoice') return 'Awaiting invoice';
  return titleCase(status.replace(/_/g, ' '));
}

/** The badge colours of the spec (section 4): pending yellow, mockup blue, approved green, production purple, shipped dark green. */
const STATUS_TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  awaiting_invoice: 'bg-amber-100 text-amber-900 ring-amber-200',
  mockup_sent: 'bg-sky-100 text-sky-900 ring-sky-200',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  in_production: 'bg-violet-100 text-violet-900 ring-violet-200',
  shipped: 'bg-brand-700 text-white ring-brand-800',
  delivered: 'bg-brand-100 text-brand-900 ring-brand-200',
};

export function statusTone(status: string): string {
  return STATUS_TONES[status] ?? 'bg-slate-100 text-slate-800 ring-slate-200';
}

/** "March 3, 2026" in the visitor's time zone (order cards render in the browser only). */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, 'long', 'local');
}
