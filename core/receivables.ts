/**
 * What a customer owes, line by line: the rules that turn an order's facts into a schedule line's state and an open
 * line into its age. Pure (no clock of their own): the caller says what day it is, as 'YYYY-MM-DD' in UTC (core/dates).
 */
import { isoDate } from './dates';

export const SCHEDULE_LINE_KINDS = ['deposit', 'balance', 'invoice'] as const;
export type ScheduleLineKind = (typeof SCHEDULE_LINE_KINDS)[number];

export const SCHEDULE_LINE_STATES = ['scheduled', 'due', 'overdue', 'paid', 'refunded', 'void'] as const;
export type ScheduleLineState = (typeof SCHEDULE_LINE_STATES)[number];

/** The states a customer still owes money in (a Pay button, a reminder, a row in the aging). */
export const OPEN_LINE_STATES: readonly ScheduleLineState[] = ['due', 'overdue'];

/** Days past the due date, as the aging report groups them. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Not yet late',
  '1-30': '1–30 days late',
  '31-60': '31–60 days late',
  '61-90': '61–90 days late',
  'over-90': 'Over 90 days late',
};

export const SCHEDULE_LINE_STATE_LABELS: Record<ScheduleLineState, string> = {
  scheduled: 'Not due yet',
  due: 'Due today',
  overdue: 'Overdue',
  paid: 'Paid',
  refunded: 'Refunded',
  void: 'Cancelled',
};

export const SCHEDULE_LINE_KIND_LABELS: Record<ScheduleLineKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  invoice: 'Invoice',
};

const DAY_MS = 86_400_000;

/** Code-unit order (ISO dates, keys, addresses): the same on every machine, no locale involved. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The UTC calendar day of `now`, as every due date is kept. */
export const today = (now: Date): string => isoDate(now);

/** Whole days from the due date to `day` (0 on the due date, negative before it). */
export function daysPastDue(dueDate: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

/** The aging bucket of a line `days` past its due date: not yet late (0 or before), then by 30 days. */
export function agingBucket(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return 'over-90';
}

/** What the schedule knows of a line, from the orders, invoices and payments. */
export interface LineFacts {
  /** A captured payment pays the line (refunded since or not). */
  paid: boolean;
  /** What was captured for it, and how much of that went back to the customer. */
  capturedCents: number;
  refundedCents: number;
  /** The order was cancelled (or the invoice's order was). */
  cancelled: boolean;
  /** YYYY-MM-DD; null until the line has a due date (a balance before the design is approved). */
  dueDate: string | null;
}

/**
 * Paid lines stay paid (refunded when every cent went back); a cancelled order's unpaid lines are void; otherwise
 * a line is scheduled until its due date, due on it and overdue after it.
 */
export function lineState(facts: LineFacts, day: string): ScheduleLineState {
  if (facts.paid) return facts.capturedCents > 0 && facts.refundedCents >= facts.capturedCents ? 'refunded' : 'paid';
  if (facts.cancelled) return 'void';
  if (facts.dueDate === null) return 'scheduled';
  const days = daysPastDue(facts.dueDate, day);
  if (days < 0) return 'scheduled';
  return days === 0 ? 'due' : 'overdue';
}
