/**
 * The tournament calendar's steps (pure: calendar days as 'YYYY-MM-DD', read in UTC as core/dates.ts keeps them).
 * Each organiser of an event is written to a number of weeks before its date: first with the offer (10), then on the
 * last day for standard production (6), then on the last day for a rush order (4). On any day only the latest step
 * reached is due, and none from the event's day on: a shop that was down for a while sends one e-mail, never a
 * burst, and never one about a deadline already behind the event.
 */
import { addDays, isCalendarDay } from './dates';

export interface TournamentCadence {
  /** The first e-mail, in weeks before the event. */
  firstWeeks: number;
  /** The last day to order for standard production, in weeks before the event. */
  standardWeeks: number;
  /** The last day to order with rush production, in weeks before the event. */
  rushWeeks: number;
  /** Each e-mail's personal single-use code: this percentage off. */
  discountPercent: number;
}

export const DEFAULT_TOURNAMENT_CADENCE: TournamentCadence = {
  firstWeeks: 10,
  standardWeeks: 6,
  rushWeeks: 4,
  discountPercent: 10,
};

/** The steps in order: what each e-mail is about. */
export const TOURNAMENT_STEP_NAMES = ['first', 'standard', 'rush'] as const;
export type TournamentStepName = (typeof TOURNAMENT_STEP_NAMES)[number];

/** What the owner reads for each step (the calendar view). */
export const TOURNAMENT_STEP_LABELS: Record<TournamentStepName, string> = {
  first: 'First e-mail',
  standard: 'Standard production deadline',
  rush: 'Rush deadline',
};

export interface TournamentStep {
  /** 0, 1, 2: the organiser's e-mails in order. */
  step: number;
  name: TournamentStepName;
  /** The day it goes out. */
  on: string;
}

/** The event's steps, in order: each some weeks before the event's day. */
export function tournamentSteps(eventDate: string, cadence: TournamentCadence): TournamentStep[] {
  const weeks = [cadence.firstWeeks, cadence.standardWeeks, cadence.rushWeeks];
  return TOURNAMENT_STEP_NAMES.map((name, step) => ({ step, name, on: addDays(eventDate, -7 * weeks[step]!) }));
}

/** The step due on `today`: the latest whose day has come, or null before the first and from the event's day on. */
export function dueTournamentStep(eventDate: string, today: string, cadence: TournamentCadence): TournamentStep | null {
  if (today >= eventDate) return null;
  return tournamentSteps(eventDate, cadence).findLast((step) => step.on <= today) ?? null;
}

/** The first step after those already sent (`sentSteps`) that can still go out: its day not before `today`'s due one. */
export function nextTournamentStep(
  eventDate: string,
  today: string,
  cadence: TournamentCadence,
  sentSteps: readonly number[],
): TournamentStep | null {
  if (today >= eventDate) return null;
  const due = dueTournamentStep(eventDate, today, cadence);
  const last = Math.max(-1, ...sentSteps);
  return (
    tournamentSteps(eventDate, cadence).find((step) => step.step > last && (due === null || step.step >= due.step)) ??
    null
  );
}

/** A date in a tournament list's cell: 2027-05-09, 5/9/2027 or 05/09/27 (US order); anything else is not one. */
export function eventDateOf(cell: string | null | undefined): string | null {
  const text = cell?.trim() ?? '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  let parts: [string, string, string];
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  else if (us) parts = [us[3]!.length === 2 ? `20${us[3]!}` : us[3]!, us[1]!, us[2]!];
  else return null;
  const [year, month, day] = parts;
  const isoDay = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(isoDay) ? isoDay : null;
}
